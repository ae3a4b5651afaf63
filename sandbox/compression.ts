import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this a compressed answer saves next to nothing and costs a round of zlib. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text answers (JSON, the sign-in page's HTML); images and empty answers are sent as they are. */
export const isCompressible = (contentType: string | undefined): boolean =>
  /^(application\/(json|[a-z.+-]+\+json|javascript)|text\/)/i.test(contentType ?? '');

export type AnswerEncoding = 'br' | 'gzip';

/** br, else gzip, as the Accept-Encoding header allows (`q=0` refuses; `*` stands for both); null: none. */
export function chooseEncoding(header: string | string[] | undefined): AnswerEncoding | null {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allowed = (name: AnswerEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 5 of 11: most of brotli's gain at a fraction of its time, for answers made per request. */
export function compress(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body);
}
