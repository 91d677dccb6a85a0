import { MAX_RECORD_ID } from './catalogue';

/** A record id: a positive PostgreSQL `serial` integer; anything larger names no record. */
export const isRecordId = (value: number) =>
  Number.isSafeInteger(value) && value > 0 && value <= MAX_RECORD_ID;

/** The id a path segment names, in its plain digits only ('07', '+7', '7.0' name none). */
export const idFromText = (text: unknown): number | undefined => {
  const id = Number(text);
  return isRecordId(id) && String(id) === text ? id : undefined;
};
