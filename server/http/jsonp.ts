import type { FastifyReply } from "fastify";
import { sendError } from "./errors.ts";

/**
 * A JSONP callback name: a JavaScript identifier, or up to four of them joined by dots
 * (`jQuery3710_1700000000000`, `ASM.customerAutocomplete`), at most 63 characters each. Nothing
 * else: no brackets, quotes, spaces or parentheses, so the name can never be script of its own.
 */
export const JSONP_CALLBACK_PATTERN = /^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

export const BAD_CALLBACK_MESSAGE = "The callback name is not valid.";

/**
 * JSON as a JavaScript expression: JSON.stringify's text with U+2028 and U+2029 escaped (older
 * script engines end a string literal at them) and "<" escaped, so the answer holds no "</script".
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029<]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The JSONP answer's body: the comment guards against a leading byte-order or Flash-style sniff. */
export function jsonpBody(callback: string, value: unknown): string {
  return `/**/${callback}(${jsonForScript(value)});`;
}

/**
 * Answers `value` as JSON, or as JSONP (service-and-support §7 "via JSONP") when the request
 * named a `callback`: `/**\/callback(json);` as JavaScript with nosniff. A callback name that does
 * not match JSONP_CALLBACK_PATTERN is refused with 400 JSON (an empty one counts as none).
 */
export function sendJsonOrJsonp(reply: FastifyReply, callback: string | undefined, value: unknown): FastifyReply {
  reply.header("cache-control", "private, no-store").header("x-content-type-options", "nosniff");
  if (callback === undefined || callback === "") return reply.type("application/json; charset=utf-8").send(value);
  if (!JSONP_CALLBACK_PATTERN.test(callback)) return sendError(reply, 400, BAD_CALLBACK_MESSAGE, [{ field: "callback", message: BAD_CALLBACK_MESSAGE }]);
  return reply.type("application/javascript; charset=utf-8").send(jsonpBody(callback, value));
}
