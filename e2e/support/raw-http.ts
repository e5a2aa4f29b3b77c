/**
 * A request written byte for byte on a socket: the request target, the method and the headers go
 * out exactly as given (Node's http client refuses tabs, line breaks and other hostile bytes).
 * The response is read until the server closes the connection.
 */
import net from 'node:net';

export type RawReply = {status: number; headers: Record<string, string[]>; body: Buffer; raw: string};

/** `localAddress`: the loopback address to send from (127.x.y.z), so that tests of the rate limit do not share a client. */
export function rawRequest(base: string, method: string, target: string, headers: Record<string, string> = {}, localAddress?: string): Promise<RawReply> {
  const {hostname, port} = new URL(base);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = net.connect({port: Number(port), host: hostname, localAddress}, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split === -1 ? all.length : split).toString('latin1');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const parsed: Record<string, string[]> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        (parsed[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({status, headers: parsed, body: split === -1 ? Buffer.alloc(0) : all.subarray(split + 4), raw: head});
    });
  });
}
