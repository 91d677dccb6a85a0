/**
 * Ground floor: configuration, errors, logging, request validation and the origin check.
 * Other contexts reach this one only through this file.
 */
export { configFromEnv, databaseConfigFromEnv, type AppConfig } from './config';
export { HttpError, ValidationError, badRequest, conflict, notFound } from './errors';
export { frameworkErrors } from './framework-errors';
export { logFailedRequest, loggingOptions, sampleRequests, serverLogger } from './logging';
export { isSameOrigin, originCheck } from './origin-check';
export { repeatWhileOpen } from './repeat-while-open';
export {
  idParams,
  parse,
  parsedRoutes,
  zodValidatorCompiler,
  type ParsedRequest,
} from './validate';
