import { addressSearchText } from "../../../domain/delivery-address.ts";
import { lookupListOf, parseAddressLines, parseSearchAnswer, type LookupList } from "./address-lookup.ts";

/** Posts one lookup request and resolves its JSON body; rejects on failure or when `signal` aborts. */
export type LookupPost = (body: object, signal: AbortSignal) => Promise<unknown>;

export interface LookupQuery {
  /** The search field: address line 1. */
  line1: string;
  postcode: string;
  countryIso: string;
}

const NOTHING: LookupList = { kind: "none" };

/**
 * Requests of the address lookup (service-and-support §4, §5, §7): every change of the search
 * field cancels the request in flight and clears the list, then searches when the text has 4
 * characters ("line1|postcode" when both are filled). A chosen suggestion's address is fetched
 * with GetAddress. Failed calls are ignored, as the spec says: the list simply stays empty.
 */
export class AddressLookupController {
  private inFlight: AbortController | null = null;
  private disposed = false;

  constructor(
    private readonly post: LookupPost,
    /** Shows what the suggestion list should hold now. */
    private readonly onList: (list: LookupList) => void,
  ) {}

  /** The search field changed. */
  input(query: LookupQuery): void {
    this.cancel();
    this.onList(NOTHING);
    const text = addressSearchText({ search: query.line1, line1: query.line1, postcode: query.postcode });
    if (text === null) return;
    const request = this.start();
    void this.send({ method: "Search", search: text, countryId: query.countryIso }, request).then((body) => {
      if (body === undefined) return;
      const result = parseSearchAnswer(body);
      this.onList(result ? lookupListOf(result) : NOTHING);
    });
  }

  /**
   * The lines of a chosen suggestion (GetAddress), or null when the call failed or was cancelled
   * by newer typing. The list is cleared at once.
   */
  async address(countryIso: string, moniker: string): Promise<string[] | null> {
    this.cancel();
    this.onList(NOTHING);
    const body = await this.send({ method: "GetAddress", countryId: countryIso, moniker }, this.start());
    return body === undefined ? null : parseAddressLines(body);
  }

  /** Stops what is in flight and empties the list (another country, the form closed). */
  reset(): void {
    this.cancel();
    if (!this.disposed) this.onList(NOTHING);
  }

  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  /** Whether a request is on its way (for tests). */
  get pending(): boolean {
    return this.inFlight !== null;
  }

  private cancel(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private start(): AbortController {
    const request = new AbortController();
    this.inFlight = request;
    return request;
  }

  /** The answer's body; undefined when it failed, was cancelled, or the form is gone. */
  private async send(body: object, request: AbortController): Promise<unknown> {
    let answer: unknown;
    try {
      answer = await this.post(body, request.signal);
    } catch {
      answer = undefined;
    }
    if (request.signal.aborted || this.disposed) return undefined;
    this.inFlight = null;
    return answer;
  }
}
