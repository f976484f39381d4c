import { NUL_CHARACTER_MESSAGE } from '@masar/contract/common';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the client said; never trusted (images are sniffed from their bytes). */
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

interface Options {
  /** The only field names that may carry files. */
  fileFields: string[];
  maxFiles: number;
  maxFileBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Reads a whole multipart/form-data body: text fields (the last value of a repeated one wins) and files
 * held in memory. Limits come from the caller on top of the ones registered in app.ts; going over one
 * is a clear 4xx. An empty file input (no file chosen: empty name, no bytes) counts as no file.
 */
export async function readMultipartForm(request: FastifyRequest, options: Options): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send this form as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let current = 'file';
  try {
    const parts = request.parts({ limits: { files: options.maxFiles, fileSize: options.maxFileBytes } });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) {
          throw badRequest([`${part.fieldname}: Value is too long`]);
        }
        if (part.value.includes('\u0000')) throw badRequest([`${part.fieldname}: ${NUL_CHARACTER_MESSAGE}`]);
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (!options.fileFields.includes(part.fieldname)) {
        throw badRequest([`${part.fieldname}: No file is expected in this field`]);
      }
      if (bytes.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, declaredType: part.mimetype, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, `${current}: The file is larger than ${megabytes(options.maxFileBytes)}`);
      case 'FST_FILES_LIMIT':
        throw new HttpError(413, `Send at most ${options.maxFiles} file(s) in this form`);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new HttpError(413, 'This form has too many fields');
      case 'FST_PROTO_VIOLATION':
        throw badRequest('The form has a forbidden field name');
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // Busboy's complaints about a malformed body ("Unexpected end of form", bad boundary …).
    throw badRequest(`The form could not be read: ${(error as Error).message}`);
  }
  return { fields, files };
}
