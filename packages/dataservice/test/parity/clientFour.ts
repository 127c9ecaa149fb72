/** Client 4 of the seed, as the scenarios that change its details write and read it. */

/** The arguments of a_update_client_details that the scenarios start from. */
export const CLIENT_FOUR_DETAILS = {
  client_id: '4',
  name: 'Forstbetrieb Neu',
  name_zusatz: '',
  strasse: 'Waldweg 1',
  plz: '79100',
  ort: 'Freiburg',
  ap_gender: 'Herr',
  ap_vorname: 'Jan',
  ap_nachname: 'Tanne',
  ap_tel: '',
};

/** The read that shows what a change left behind. */
export const READ_CLIENT_FOUR = { rpc: 'a_get_client_details', args: { client_id: '4' } };
