import type { LengthByErfqRow, LengthByQdtRow, RpcResult, SurveyOverviewRow } from '@waldmonitor/ui/model';
import type { DataClient, RequestOptions } from '../client';

/**
 * The survey charts: the per-client overviews (requirements §7 remote procedures), the six views
 * (requirements §7 "GET views …") and the acronyms for their labels.
 */

export function getAusmOverviewVermessen(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<SurveyOverviewRow[]> {
  return client.rpc('a_get_ausm_overview_vermessen', { client_id: clientId }, opts);
}

export function getSchaeOverviewVermessen(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<SurveyOverviewRow[]> {
  return client.rpc('a_get_schae_overview_vermessen', { client_id: clientId }, opts);
}

export function getSchluOverviewVermessen(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<SurveyOverviewRow[]> {
  return client.rpc('a_get_schlu_overview_vermessen', { client_id: clientId }, opts);
}

export function getEinlOverviewVermessen(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<SurveyOverviewRow[]> {
  return client.rpc('a_get_einl_overview_vermessen', { client_id: clientId }, opts);
}

export function getDraeOverviewVermessen(
  client: DataClient,
  clientId: number,
  opts?: RequestOptions,
): Promise<SurveyOverviewRow[]> {
  return client.rpc('a_get_drae_overview_vermessen', { client_id: clientId }, opts);
}

export function getDraenageOverviewErfq(client: DataClient, opts?: RequestOptions): Promise<LengthByErfqRow[]> {
  return client.rpc('a_get_draenage_overview_erfq', {}, opts);
}

export function getAcronyms(client: DataClient, opts?: RequestOptions): Promise<RpcResult<'a_get_acronyms'>> {
  return client.rpc('a_get_acronyms', {}, opts);
}

/** GET /drae_einmessung_uebersicht */
export function getDraeEinmessungUebersicht(client: DataClient, opts?: RequestOptions): Promise<SurveyOverviewRow[]> {
  return client.select('drae_einmessung_uebersicht', opts);
}

/** GET /ausm_einmessung_uebersicht */
export function getAusmEinmessungUebersicht(client: DataClient, opts?: RequestOptions): Promise<SurveyOverviewRow[]> {
  return client.select('ausm_einmessung_uebersicht', opts);
}

/** GET /scha_einmessung_uebersicht */
export function getSchaEinmessungUebersicht(client: DataClient, opts?: RequestOptions): Promise<SurveyOverviewRow[]> {
  return client.select('scha_einmessung_uebersicht', opts);
}

/** GET /schl_einmessung_uebersicht */
export function getSchlEinmessungUebersicht(client: DataClient, opts?: RequestOptions): Promise<SurveyOverviewRow[]> {
  return client.select('schl_einmessung_uebersicht', opts);
}

/** GET /drae_laenge_nach_erfq */
export function getDraeLaengeNachErfq(client: DataClient, opts?: RequestOptions): Promise<LengthByErfqRow[]> {
  return client.select('drae_laenge_nach_erfq', opts);
}

/** GET /drae_laenge_qdt_nach_aop */
export function getDraeLaengeQdtNachAop(client: DataClient, opts?: RequestOptions): Promise<LengthByQdtRow[]> {
  return client.select('drae_laenge_qdt_nach_aop', opts);
}
