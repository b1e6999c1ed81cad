import { newProjectFields, type Project, type ProjectFields } from '@lienminder/shared';

/** The editable fields of a saved project (the form never sends id or timestamps back). */
export function projectFieldsOf(project: Project): ProjectFields {
  const fields = newProjectFields();
  for (const key of Object.keys(fields) as (keyof ProjectFields)[]) {
    // Older records may lack fields added later (time zone, preferences): keep the defaults.
    if (project[key] !== undefined) Object.assign(fields, { [key]: project[key] });
  }
  return fields;
}
