/**
 * What the data-directory tests and the api-latency bench do on a running local server: an owner
 * signs up through the API (as the web app does, same origin) and adds projects.
 */
import type { ProjectResponse, ProjectSavedResponse } from '@lienminder/shared';

async function postJson(url: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(body),
  });
}

export interface TestOwner {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface SignedUpOwner {
  userId: string;
  /** The session's Cookie header. */
  cookie: string;
}

/** Registers the owner; throws unless the server says 201. */
export async function signUp(url: string, owner: TestOwner): Promise<SignedUpOwner> {
  const registered = await postJson(url, '/api/auth/register', { ...owner, acceptedDisclaimer: true });
  if (registered.status !== 201)
    throw new Error(`Registration answered ${registered.status}: ${await registered.text()}`);
  const { id } = (await registered.json()) as { id: string };
  const cookie = registered.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return { userId: id, cookie };
}

/**
 * Adds a project for the signed-in owner and answers it as GET reads it, with its deadlines (a save
 * answers none); throws unless 201 and 200.
 */
export async function addProject(
  url: string,
  cookie: string,
  project: Record<string, unknown>,
): Promise<ProjectResponse> {
  const created = await postJson(url, '/api/projects', project, cookie);
  if (created.status !== 201)
    throw new Error(`Creating the project answered ${created.status}: ${await created.text()}`);
  const { project: saved } = (await created.json()) as ProjectSavedResponse;
  const read = await fetch(`${url}/api/projects/${saved.id}`, { headers: { cookie } });
  if (read.status !== 200)
    throw new Error(`Reading the project answered ${read.status}: ${await read.text()}`);
  return (await read.json()) as ProjectResponse;
}
