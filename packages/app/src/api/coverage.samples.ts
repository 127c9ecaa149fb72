// The sample calls of coverage.test.ts: one valid call per call of the contract, which the test
// sends to the SQL in PGlite (over the demo seed) and hands to each write's affects entry. They
// live apart from the test so that file holds the checks and this one the data they send. The
// procedures' params are the mocks' (RPC_SAMPLES, which the mocks' coverage test sends too);
// what is the client's own is added here: the table calls and the writes' context and body.
import { RPC_SAMPLES } from '@waldmonitor/mocks/node';
import {
  RPC_NAMES,
  type CallName,
  type CallParams,
  type MapPoint,
  type RpcName,
  type RpcParams,
  type WriteInput,
  type WriteName,
} from '@waldmonitor/ui/model';

/** The georeference's points as rows of its map: what insertMapPoints writes. */
const { karte_id, punkte } = RPC_SAMPLES.a_save_georeference;
const mapPoints: MapPoint[] = punkte.map((point) => ({ karte_id, ...point }));

/** The id a table call's `{id}` filter is sent with (also in the request line the test expects). */
export const TABLE_ID = 2;

/** What one valid call sends: the params (a table call's `{id}`), a table write's body, a write's context. */
type Sample<N extends CallName> = { params: CallParams<N> } & (N extends WriteName
  ? Partial<Omit<WriteInput<N>, 'params'>>
  : unknown);

/** Every procedure's sample as a call: its params alone (RPC_NAMES holds every procedure, so the cast holds). */
const procedureSamples = Object.fromEntries(RPC_NAMES.map((name) => [name, { params: RPC_SAMPLES[name] }])) as {
  [N in RpcName]: { params: RpcParams<N> };
};

/** One valid call per call of the contract. */
export const SAMPLES: { [N in CallName]: Sample<N> } = {
  ...procedureSamples,
  // A position's params name only the position; the context names its invoice (WriteContexts).
  a_delete_position: { params: RPC_SAMPLES.a_delete_position, context: { rechnung_id: 60 } },
  a_update_position: { params: RPC_SAMPLES.a_update_position, context: { rechnung_id: 60 } },

  getMapPoints: { params: { id: TABLE_ID } },
  insertMapPoints: { params: {}, body: mapPoints },
  deleteMapPoints: { params: { id: TABLE_ID } },
  getKarte: { params: { id: TABLE_ID } },
  insertKarte: { params: {}, body: { map_name: 'Flurkarte Gemarkung Lichtenau 1911', width: 4000, height: 3000 } },
  patchKarte: { params: { id: TABLE_ID }, body: { bem_apus: 'Geprüft.' } },
  deleteKarte: { params: { id: TABLE_ID } },
  patchKunde: { params: { id: TABLE_ID }, body: { bundesland: 'BW' } },
  getKaeferarten: { params: {} },
  getKaeferart: { params: { id: TABLE_ID } },
  patchKaefer: { params: { id: TABLE_ID }, body: { art: 3 } },
  getBilder: { params: { id: TABLE_ID } },
  getBenutzer: { params: {} },
  getBenutzerById: { params: { id: TABLE_ID } },
  patchBenutzer: { params: { id: TABLE_ID }, body: { berufsgruppe: 'Lehrer/in' } },
  getDraeEinmessungUebersicht: { params: {} },
  getAusmEinmessungUebersicht: { params: {} },
  getSchaEinmessungUebersicht: { params: {} },
  getSchlEinmessungUebersicht: { params: {} },
  getDraeLaengeNachErfq: { params: {} },
  getDraeLaengeQdtNachAop: { params: {} },
  getKaeferListe: { params: {} },
  getKartenListe: { params: {} },
  getRechnungListe: { params: {} },
  getAngebotListe: { params: {} },
  getOffenePosten: { params: {} },
};
