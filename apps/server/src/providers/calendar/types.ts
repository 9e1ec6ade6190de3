/** One scheduled release as a provider reads it, figures already in the unit the name states. */
export interface CalendarRelease {
  indicatorId: string;
  pubTime: Date;
  indicatorName: string;
  country: string;
  category: string;
  star: number;
  actual: string | null;
  consensus: string | null;
  previous: string | null;
}

/** The providers that schedule releases; each figure they give is stored with this as its source. */
export type CalendarOrigin = 'online' | 'file' | 'demo';

/** A release the provider read but did not keep, and why (a country not served, a bad date…). */
export interface SkippedRelease {
  what: string;
  reason: string;
}

export interface CalendarRead {
  releases: CalendarRelease[];
  skipped: SkippedRelease[];
  /**
   * Only for the Forex Factory export, which the calendar keeps per week, newest export first:
   * the export's own time (the HTTP Last-Modified of the online read, a downloaded file's
   * modification time), or null when it has none (the time of the read stands for it).
   */
  exportedAt?: Date | null;
}

/** Where releases come from: the online export, a file given to the ingest, or the demo generator. */
export interface CalendarProvider {
  readonly origin: CalendarOrigin;
  read(signal?: AbortSignal): Promise<CalendarRead>;
}
