/**
 * API Gateway route paths (`/api/projects/{id}`) matched against request paths, so the local
 * server extracts the same `pathParameters` API Gateway would.
 */
export function matchRoutePath(routePath: string, requestPath: string): Record<string, string> | undefined {
  const routeSegments = routePath.split('/');
  const requestSegments = requestPath.split('/');
  if (routeSegments.length !== requestSegments.length) return undefined;
  const parameters: Record<string, string> = {};
  for (const [index, routeSegment] of routeSegments.entries()) {
    const requestSegment = requestSegments[index] ?? '';
    const parameter = /^\{(\w+)\}$/.exec(routeSegment)?.[1];
    if (parameter === undefined) {
      if (routeSegment !== requestSegment) return undefined;
    } else {
      if (requestSegment === '') return undefined;
      parameters[parameter] = safeDecode(requestSegment);
    }
  }
  return parameters;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
