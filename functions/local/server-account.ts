/**
 * What the data-directory tests do on a running local server before they restart or upgrade it:
 * an owner signs up through the API (as the web app does, same origin) and may add a project.
 */
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

/** Registers the owner and answers the session's Cookie header; throws unless the server says 201. */
export async function signUp(url: string, owner: TestOwner): Promise<string> {
  const registered = await postJson(url, '/api/auth/register', { ...owner, acceptedDisclaimer: true });
  if (registered.status !== 201) throw new Error(`Registration answered ${registered.status}`);
  return registered.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
}

/** Adds a project for the signed-in owner; throws unless the server says 201. */
export async function addProject(
  url: string,
  cookie: string,
  project: Record<string, unknown>,
): Promise<void> {
  const created = await postJson(url, '/api/projects', project, cookie);
  if (created.status !== 201) throw new Error(`Creating the project answered ${created.status}`);
}
