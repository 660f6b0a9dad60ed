import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { isChecked, parseOrderSelection, type SelectionFields, type SelectionProblem } from "../../../domain/order-export-selection.ts";

const Codes = z.string().max(400_000).optional();
const CodeList = z.union([z.string().max(40), z.array(z.string().max(40)).max(20_000)]).optional();
const Flag = z.union([z.string().max(10), z.boolean()]).optional();
const Filter = z.string().max(400).optional();

/** The history's filter parameters, passed on to historyOrderIds for "all matching". */
const HISTORY_FIELDS = { filterBy: Filter, searchCode: Filter, customerFilterId: Filter, activeTab: Filter, sort: Filter };

export const ExportQuery = z.object({ orderCodes: Codes, orderCode: CodeList, format: z.string().max(10).optional(), allMatching: Flag, returnUrl: z.string().max(2000).optional(), ...HISTORY_FIELDS });
export const ExportBody = ExportQuery.extend({ CSRFToken: z.string().optional() });
export const SendBody = z.object({ orderCodes: Codes, orderCode: CodeList, sendToCustomer: Flag, sendToAsmAgent: Flag, returnUrl: z.string().max(2000).optional(), CSRFToken: z.string().optional() });

/**
 * Every `orderCode` of a url-encoded form: the form parser keeps one value per name, and a page
 * without JavaScript posts one `orderCode` field per ticked order.
 */
function repeatedFormCodes(req: FastifyRequest): string[] | null {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") || !req.rawBody) return null;
  return new URLSearchParams(req.rawBody.toString("utf8")).getAll("orderCode");
}

/** The selection fields of a query or body (with a form's repeated `orderCode` fields). */
export function selectionFieldsOf(fields: { orderCodes?: string | undefined; orderCode?: string | string[] | undefined; allMatching?: string | boolean | undefined; format?: string | undefined }, req?: FastifyRequest): SelectionFields & { format?: string | undefined } {
  const repeated = req ? repeatedFormCodes(req) : null;
  return { orderCodes: fields.orderCodes, orderCode: repeated ?? fields.orderCode, allMatching: fields.allMatching, format: fields.format };
}

export type SendPdfInput = { ok: true; value: { codes: string[]; toCustomer: boolean; toSelf: boolean } } | ({ ok: false } & SelectionProblem);

/** The send form's fields: the chosen codes and the two recipients (form "on"/"true" or JSON booleans). */
export function sendPdfInput(body: z.infer<typeof SendBody>, req: FastifyRequest): SendPdfInput {
  const parsed = parseOrderSelection(selectionFieldsOf({ orderCodes: body.orderCodes, orderCode: body.orderCode }, req));
  if (!parsed.ok) return parsed;
  if (parsed.selection.kind !== "codes") return { ok: false, problem: "empty" };
  return { ok: true, value: { codes: parsed.selection.codes, toCustomer: isChecked(body.sendToCustomer), toSelf: isChecked(body.sendToAsmAgent) } };
}
