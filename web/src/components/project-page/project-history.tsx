import { ProjectAlertHistory } from '@/components/alert-history/project-alert-history';
import { ProjectActivity } from './project-activity';

/**
 * The end of the project page: the alerts sent and who did what. A chunk of its own, drawn after
 * the deadlines (project-page.tsx): its code and its two requests do not hold the first screen back.
 */
export default function ProjectHistory({ projectId, timeZone }: { projectId: string; timeZone: string }) {
  return (
    <>
      <ProjectAlertHistory projectId={projectId} timeZone={timeZone} />
      <ProjectActivity projectId={projectId} timeZone={timeZone} />
    </>
  );
}
