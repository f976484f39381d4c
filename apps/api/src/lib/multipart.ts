// The request's parts() and isMultipart() are declared by the plugin (registered in app.ts).
import type {} from '@fastify/multipart';
import { fieldMessage, message } from '@masar/contract/messages';
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
    throw new HttpError(415, message('multipartRequired'));
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
          throw badRequest([fieldMessage(part.fieldname, 'valueTooLong')]);
        }
        if (part.value.includes('\u0000')) throw badRequest([fieldMessage(part.fieldname, 'nulCharacter')]);
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (!options.fileFields.includes(part.fieldname)) {
        throw badRequest([fieldMessage(part.fieldname, 'noFileExpected')]);
      }
      if (bytes.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, declaredType: part.mimetype, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(
          413,
          fieldMessage(current, 'fileTooLarge', { size: megabytes(options.maxFileBytes) }),
        );
      case 'FST_FILES_LIMIT':
        throw new HttpError(413, message('tooManyFiles', { maximum: options.maxFiles }));
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new HttpError(413, message('tooManyFormFields'));
      case 'FST_PROTO_VIOLATION':
        throw badRequest(message('forbiddenFieldName'));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // Busboy's complaints about a malformed body ("Unexpected end of form", bad boundary …) are English
    // words for the log; the client gets a catalogue message.
    request.log.info({ err: error }, 'unreadable multipart form');
    throw badRequest(message('formUnreadable'));
  }
  return { fields, files };
}
