import type { Socket } from 'node:net';

/**
 * What the server answers a request Node's HTTP parser refuses before any route sees it (headers
 * or URL over 16 KB, malformed request lines): Node's default is a bare status with no body; this
 * is the same status in the API's error contract (docs/architecture.md section 6), as the fuzz tests require.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const message = tooLarge ? 'The request headers are too large.' : 'The request is malformed.';
  const body = JSON.stringify({ message, errors: [] });
  socket.end(
    `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
