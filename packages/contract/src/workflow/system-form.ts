import Type from 'typebox';
import { endpointAt } from '../kit/endpoint';
import { KeywordQuery } from '../kit/keyword-query';
import { SYSTEM_FORM_ROUTES as R } from '../routes-system-form';

/** GET .../selectBidding: a keyword narrows the tenders by code or name. */
export const SelectBiddingQuery = KeywordQuery();
export type SelectBiddingQuery = Type.Static<typeof SelectBiddingQuery>;

/** A tender: its dictionary item's code (what the form stores) and its name. */
export const BiddingOption = Type.Object({ id: Type.String(), fullName: Type.String() });
export type BiddingOption = Type.Static<typeof BiddingOption>;

export const BiddingOptions = Type.Object({ list: Type.Array(BiddingOption) });
export type BiddingOptions = Type.Static<typeof BiddingOptions>;

export const SYSTEM_FORM_ENDPOINTS = {
  selectBidding: endpointAt(R.selectBidding, 'The tenders a bid application chooses from', {
    query: SelectBiddingQuery,
    data: BiddingOptions,
  }),
};
