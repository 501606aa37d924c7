/** A bulk e-mail as recorded when the admin sends it; its consumer sends the messages. */
export interface CampaignRecord {
  id: string;
  subject: string;
  /** Sanitised. */
  html: string;
  text: string;
  /** Active subscribers when it was queued. */
  queued: number;
  actorId?: string;
  createdAt: string;
}

export interface CampaignRepository {
  create(campaign: Omit<CampaignRecord, 'id'>): Promise<CampaignRecord>;
  find(id: string): Promise<CampaignRecord | null>;
}
