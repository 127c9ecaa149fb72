import {
  getAcronyms,
  getAusmEinmessungUebersicht,
  getAusmOverviewVermessen,
  getDraeEinmessungUebersicht,
  getDraeLaengeNachErfq,
  getDraeLaengeQdtNachAop,
  getDraenageOverviewErfq,
  getDraeOverviewVermessen,
  getEinlOverviewVermessen,
  getSchaEinmessungUebersicht,
  getSchaeOverviewVermessen,
  getSchlEinmessungUebersicht,
  getSchluOverviewVermessen,
} from '../calls/views';
import { dataKey } from '../keys';
import { useDataQuery, useDataQueryWhen } from './useDataQuery';

/** The survey charts: per-client overviews, the six views and the acronyms of their labels. */

export const useAusmOverviewVermessen = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_ausm_overview_vermessen', { client_id: clientId }),
    getAusmOverviewVermessen,
  );

export const useSchaeOverviewVermessen = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_schae_overview_vermessen', { client_id: clientId }),
    getSchaeOverviewVermessen,
  );

export const useSchluOverviewVermessen = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_schlu_overview_vermessen', { client_id: clientId }),
    getSchluOverviewVermessen,
  );

export const useEinlOverviewVermessen = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_einl_overview_vermessen', { client_id: clientId }),
    getEinlOverviewVermessen,
  );

export const useDraeOverviewVermessen = (clientId: number | null) =>
  useDataQueryWhen(
    clientId,
    (clientId) => dataKey('a_get_drae_overview_vermessen', { client_id: clientId }),
    getDraeOverviewVermessen,
  );

export const useDraenageOverviewErfq = () =>
  useDataQuery(dataKey('a_get_draenage_overview_erfq', {}), getDraenageOverviewErfq);

export const useAcronyms = () => useDataQuery(dataKey('a_get_acronyms', {}), getAcronyms);

export const useDraeEinmessungUebersicht = () =>
  useDataQuery(dataKey('getDraeEinmessungUebersicht', {}), getDraeEinmessungUebersicht);

export const useAusmEinmessungUebersicht = () =>
  useDataQuery(dataKey('getAusmEinmessungUebersicht', {}), getAusmEinmessungUebersicht);

export const useSchaEinmessungUebersicht = () =>
  useDataQuery(dataKey('getSchaEinmessungUebersicht', {}), getSchaEinmessungUebersicht);

export const useSchlEinmessungUebersicht = () =>
  useDataQuery(dataKey('getSchlEinmessungUebersicht', {}), getSchlEinmessungUebersicht);

export const useDraeLaengeNachErfq = () => useDataQuery(dataKey('getDraeLaengeNachErfq', {}), getDraeLaengeNachErfq);

export const useDraeLaengeQdtNachAop = () =>
  useDataQuery(dataKey('getDraeLaengeQdtNachAop', {}), getDraeLaengeQdtNachAop);
