/**
 * The seller's pipeline: how many of their deals stand in each state, and the deals of
 * one state, for the seller's dashboard. The seller is the conversation's, by the
 * inquiry access rule (inquiry-access.server.ts): a buyer, or anyone else, counts none.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { PIPELINE_STATES, type PipelineState } from "~/domain/deals/deal-process";
import type { Database } from "../db/database";
import { deals, inquiries, listings } from "../db/schema";
import { asSeller, type Reader } from "../inquiries/inquiry-access.server";

export type DealPipeline = Record<PipelineState, number>;

export async function dealPipeline(db: Database, seller: Reader): Promise<DealPipeline> {
  const rows = await db
    .select({ state: deals.state, count: sql<number>`count(*)`.mapWith(Number) })
    .from(deals)
    .innerJoin(inquiries, eq(inquiries.id, deals.inquiryId))
    .where(and(asSeller(seller), inArray(deals.state, [...PIPELINE_STATES])))
    .groupBy(deals.state);
  const pipeline = Object.fromEntries(PIPELINE_STATES.map((state) => [state, 0])) as DealPipeline;
  for (const row of rows) pipeline[row.state as PipelineState] = row.count;
  return pipeline;
}

export type PipelineDeal = { inquiryId: number; aircraft: string; buyerName: string; since: Date; dueAt: Date | null };

/** The seller's deals in one state, the latest to enter it first. */
export function pipelineDeals(db: Database, seller: Reader, state: PipelineState): Promise<PipelineDeal[]> {
  return db
    .select({ inquiryId: deals.inquiryId, aircraft: listings.name, buyerName: inquiries.buyerName, since: deals.stateEnteredAt, dueAt: deals.dueAt })
    .from(deals)
    .innerJoin(inquiries, eq(inquiries.id, deals.inquiryId))
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .where(and(asSeller(seller), eq(deals.state, state)))
    .orderBy(desc(deals.stateEnteredAt), desc(deals.id))
    .limit(200);
}
