/** The numbers whose owners asked for no more SMS (STOP, HAGARIKA), until they ask again (START, TANGIRA). */
export interface SmsOptOuts {
  /** `number` in +2507XXXXXXXX form; stopping again keeps the first date. */
  stop(number: string, at: string): Promise<void>;
  restart(number: string): Promise<void>;
  isStopped(number: string): Promise<boolean>;
}
