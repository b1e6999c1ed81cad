import { projectDocumentPath } from '@lienminder/shared';

export { DOCUMENT_LABELS } from '@lienminder/shared';

/** The preview page of one of a project's documents (shared with the alert emails that link it). */
export const documentPath = projectDocumentPath;
