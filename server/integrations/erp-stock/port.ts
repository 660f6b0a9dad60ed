/** One line of the ERP's stock feed: the stock on hand of a variant, by its UPC. */
export interface StockUpdate {
  upc: string;
  /** Units on hand; the ERP may report a negative figure (over-sold), which means none. */
  quantity: number;
  /** Orderable whatever is on hand; left as it was when the feed does not say. */
  forceInStock?: boolean;
}

export interface StockFeedProblem {
  line: number;
  message: string;
}

/** One delivery of the feed: the updates it carries and the lines that could not be read. */
export interface StockFeedDelivery {
  updates: StockUpdate[];
  problems: StockFeedProblem[];
}

/**
 * Port for the ERP's stock feed. The real ERP pushes deliveries; the local adapter reads the
 * same content from a CSV file, so stock can be changed offline.
 */
export interface StockFeed {
  read(): Promise<StockFeedDelivery>;
}
