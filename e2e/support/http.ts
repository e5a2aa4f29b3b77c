/** Raw HTTP requests: the path is sent exactly as given (no URL normalisation, unlike fetch). */
import http from 'node:http';

export type RawResponse = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

export function request(base: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({hostname, port, path: rawPath, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}
