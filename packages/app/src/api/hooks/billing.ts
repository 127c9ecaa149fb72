import type { RpcParams } from '@waldmonitor/ui/model';
import {
  addInvoice,
  addOffer,
  getAllFreitexte,
  getInvoiceDetails,
  getInvoices,
  getMinAnDatumForNewOffer,
  getMinMaxAnDatum,
  getMinMaxRnDatum,
  getMinRnDatumForNewInvoice,
  getOfferDetails,
  getOffers,
  setArchiveForInvoice,
  setClientForInvoice,
  setClientForOffer,
  updateInvoiceDetails,
  updateOfferDetails,
} from '../calls/billing';
import { dataKey, matchKeys } from '../keys';
import { useDataMutation } from './useDataMutation';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

export const useInvoices = () => useDataQuery(dataKey('a_get_invoices', {}), getInvoices);

export const useOffers = () => useDataQuery(dataKey('a_get_offers', {}), getOffers);

export const useInvoiceDetails = (invoiceId: number | null) =>
  useDataQueryWhen(
    invoiceId,
    (invoiceId) => dataKey('a_get_invoice_details', { invoice_id: invoiceId }),
    getInvoiceDetails,
  );

export const useOfferDetails = (offerId: number | null) =>
  useDataQueryWhen(offerId, (offerId) => dataKey('a_get_offer_details', { offer_id: offerId }), getOfferDetails);

/** The range an invoice date may move in; waits while no date is entered. */
export const useMinMaxRnDatum = (rnDatum: string | null) =>
  useDataQueryWhen(rnDatum, (rnDatum) => dataKey('a_get_minmax_rn_datum', { rn_datum: rnDatum }), getMinMaxRnDatum);

export const useMinMaxAnDatum = (anDatum: string | null) =>
  useDataQueryWhen(anDatum, (anDatum) => dataKey('a_get_minmax_an_datum', { an_datum: anDatum }), getMinMaxAnDatum);

export const useMinRnDatumForNewInvoice = () =>
  useDataQuery(dataKey('a_get_min_rn_datum_for_new_invoice', {}), getMinRnDatumForNewInvoice);

export const useMinAnDatumForNewOffer = () =>
  useDataQuery(dataKey('a_get_min_an_datum_for_new_offer', {}), getMinAnDatumForNewOffer);

export const useFreitexte = () => useDataQuery(dataKey('a_get_all_freitexte', {}), getAllFreitexte);

/** An invoice's date bounds its neighbours' dates and the first date of a new invoice. */
const invoiceDates = [matchKeys('a_get_minmax_rn_datum'), matchKeys('a_get_min_rn_datum_for_new_invoice')];
const offerDates = [matchKeys('a_get_minmax_an_datum'), matchKeys('a_get_min_an_datum_for_new_offer')];

const invoice = (invoiceId: number) => [
  matchKeys('a_get_invoice_details', { invoice_id: invoiceId }),
  matchKeys('a_get_invoices'),
];
const offer = (offerId: number) => [matchKeys('a_get_offer_details', { offer_id: offerId }), matchKeys('a_get_offers')];

const updateInvoiceDetailsAffects = ([params]: [RpcParams<'a_update_invoice_details'>]) => [
  ...invoice(params.invoice_id),
  ...invoiceDates,
];
export const useUpdateInvoiceDetails = () => useDataMutation(updateInvoiceDetails, updateInvoiceDetailsAffects);

const updateOfferDetailsAffects = ([params]: [RpcParams<'a_update_offer_details'>]) => [
  ...offer(params.offer_id),
  ...offerDates,
];
export const useUpdateOfferDetails = () => useDataMutation(updateOfferDetails, updateOfferDetailsAffects);

const addInvoiceAffects = (_args: [RpcParams<'a_add_invoice'>]) => [matchKeys('a_get_invoices'), ...invoiceDates];
/** Resolves to the new invoice's id. */
export const useAddInvoice = () => useDataMutation(addInvoice, addInvoiceAffects);

const addOfferAffects = (_args: [RpcParams<'a_add_offer'>]) => [matchKeys('a_get_offers'), ...offerDates];
/** Resolves to the new offer's id. */
export const useAddOffer = () => useDataMutation(addOffer, addOfferAffects);

const setClientForInvoiceAffects = ([params]: [RpcParams<'a_set_client_for_invoice'>]) => invoice(params.rechnung_id);
export const useSetClientForInvoice = () => useDataMutation(setClientForInvoice, setClientForInvoiceAffects);

const setClientForOfferAffects = ([params]: [RpcParams<'a_set_client_for_offer'>]) => offer(params.angebot_id);
export const useSetClientForOffer = () => useDataMutation(setClientForOffer, setClientForOfferAffects);

const setArchiveAffects = ([invoiceId]: [invoiceId: number]) => invoice(invoiceId);
/** a_set_archive_for_rn: archives an invoice. */
export const useSetArchiveForInvoice = () => useDataMutation(setArchiveForInvoice, setArchiveAffects);
