import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without fetch's transparent decompression, so the encoding on the wire is visible. */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Decoders by Content-Encoding. */
export const decode: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** The body as the server meant it, decoded when it came compressed. */
export const plainBody = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  return String(encoding ? decode[encoding](answer.body) : answer.body);
};
