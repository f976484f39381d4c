import { message } from '@masar/contract/messages';

/** Typed errors thrown by services; the error plugin turns them into the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | string[],
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (text = message('noPermission')) => new HttpError(403, text);
export const notFound = (text = message('notFound')) => new HttpError(404, text);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
