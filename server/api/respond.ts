// The /api/v1 envelope {Code, Msg, Data} (docs/product/api.md) and the small helpers every router uses.
import type { Response } from 'express';
import type { Envelope } from '../../shared/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
  }
}

export function send<T>(res: Response, data: T, msg = 'success'): void {
  const body: Envelope<T> = { Code: 200, Msg: msg, Data: data };
  res.json(body);
}

export function sendError(res: Response, status: number, msg: string, code = status): void {
  const body: Envelope<null> = { Code: code, Msg: msg, Data: null };
  res.status(status).json(body);
}

