/**
 * An `<img>` without `crossorigin` asks in no-cors mode and gets an opaque response: its status cannot be
 * checked and Chromium pads its size (megabytes each) against the quota. The content hosts all send CORS
 * headers, so the worker asks again in cors mode, without credentials, and gets a readable response.
 */
export function toCorsRequest(request: Request): Request {
  if (request.mode !== 'no-cors') return request;
  return new Request(request.url, { mode: 'cors', credentials: 'omit', headers: request.headers });
}
