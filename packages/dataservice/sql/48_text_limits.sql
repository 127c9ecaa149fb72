-- Text limits that follow the printed letter and the forms (requirements §5), replacing the
-- figures 31_constraints.sql gave these columns. One table holds them for the whole stack:
-- packages/ui/src/model/validation/textLimits.ts (its test reads this file; the demo's mock
-- refuses the same). A client's name, addition, street and place fit the letter's address
-- field; a person's names are 100 characters, as the profile form has always allowed (a
-- contact's names once took 500, and 10,000 characters ran past the address field); letter
-- texts and a position's texts fit the printed page.
ALTER TABLE data.benutzer
  DROP CONSTRAINT benutzer_first_name_laenge, ADD CONSTRAINT benutzer_first_name_laenge CHECK (char_length(first_name) <= 100),
  DROP CONSTRAINT benutzer_last_name_laenge, ADD CONSTRAINT benutzer_last_name_laenge CHECK (char_length(last_name) <= 100),
  DROP CONSTRAINT benutzer_phone_laenge, ADD CONSTRAINT benutzer_phone_laenge CHECK (char_length(phone) <= 40),
  DROP CONSTRAINT benutzer_berufsgruppe_laenge, ADD CONSTRAINT benutzer_berufsgruppe_laenge CHECK (char_length(berufsgruppe) <= 100);

ALTER TABLE data.kunde
  DROP CONSTRAINT kunde_name_laenge, ADD CONSTRAINT kunde_name_laenge CHECK (char_length(name) <= 100),
  DROP CONSTRAINT kunde_name_zusatz_laenge, ADD CONSTRAINT kunde_name_zusatz_laenge CHECK (char_length(name_zusatz) <= 50),
  DROP CONSTRAINT kunde_strasse_laenge, ADD CONSTRAINT kunde_strasse_laenge CHECK (char_length(strasse) <= 50),
  DROP CONSTRAINT kunde_plz_laenge, ADD CONSTRAINT kunde_plz_laenge CHECK (char_length(plz) <= 10),
  DROP CONSTRAINT kunde_ort_laenge, ADD CONSTRAINT kunde_ort_laenge CHECK (char_length(ort) <= 50),
  DROP CONSTRAINT kunde_ap_gender_laenge, ADD CONSTRAINT kunde_ap_gender_laenge CHECK (char_length(ap_gender) <= 20),
  DROP CONSTRAINT kunde_ap_vorname_laenge, ADD CONSTRAINT kunde_ap_vorname_laenge CHECK (char_length(ap_vorname) <= 100),
  DROP CONSTRAINT kunde_ap_nachname_laenge, ADD CONSTRAINT kunde_ap_nachname_laenge CHECK (char_length(ap_nachname) <= 100),
  DROP CONSTRAINT kunde_ap_tel_laenge, ADD CONSTRAINT kunde_ap_tel_laenge CHECK (char_length(ap_tel) <= 40);

ALTER TABLE data.kunde_settings
  DROP CONSTRAINT kunde_settings_ordner_laenge, ADD CONSTRAINT kunde_settings_ordner_laenge CHECK (char_length(ordner) <= 260);

ALTER TABLE data.karte
  DROP CONSTRAINT karte_map_name_laenge, ADD CONSTRAINT karte_map_name_laenge CHECK (char_length(map_name) <= 200);

ALTER TABLE data.rechnung
  DROP CONSTRAINT rechnung_anrede_laenge, ADD CONSTRAINT rechnung_anrede_laenge CHECK (char_length(anrede) <= 200),
  DROP CONSTRAINT rechnung_anschreiben_laenge, ADD CONSTRAINT rechnung_anschreiben_laenge CHECK (char_length(anschreiben) <= 3000),
  DROP CONSTRAINT rechnung_zuerl_laenge, ADD CONSTRAINT rechnung_zuerl_laenge CHECK (char_length(zuerl) <= 3000);

ALTER TABLE data.angebot
  DROP CONSTRAINT angebot_anrede_laenge, ADD CONSTRAINT angebot_anrede_laenge CHECK (char_length(anrede) <= 200),
  DROP CONSTRAINT angebot_anschreiben_laenge, ADD CONSTRAINT angebot_anschreiben_laenge CHECK (char_length(anschreiben) <= 3000),
  DROP CONSTRAINT angebot_zuerl_laenge, ADD CONSTRAINT angebot_zuerl_laenge CHECK (char_length(zuerl) <= 3000);

ALTER TABLE data.freitexte
  DROP CONSTRAINT freitexte_titel_laenge, ADD CONSTRAINT freitexte_titel_laenge CHECK (char_length(titel) <= 100),
  DROP CONSTRAINT freitexte_text_laenge, ADD CONSTRAINT freitexte_text_laenge CHECK (char_length(text) <= 3000);

ALTER TABLE data.position
  DROP CONSTRAINT position_bez_laenge, ADD CONSTRAINT position_bez_laenge CHECK (char_length(bez) <= 200),
  DROP CONSTRAINT position_einheit_laenge, ADD CONSTRAINT position_einheit_laenge CHECK (char_length(einheit) <= 20),
  DROP CONSTRAINT position_erl_titel_laenge, ADD CONSTRAINT position_erl_titel_laenge CHECK (char_length(erl_titel) <= 100),
  DROP CONSTRAINT position_erl_laenge, ADD CONSTRAINT position_erl_laenge CHECK (char_length(erl) <= 2000);

ALTER TABLE data.position_tmpl
  DROP CONSTRAINT position_tmpl_bez_laenge, ADD CONSTRAINT position_tmpl_bez_laenge CHECK (char_length(bez) <= 200),
  DROP CONSTRAINT position_tmpl_einheit_laenge, ADD CONSTRAINT position_tmpl_einheit_laenge CHECK (char_length(einheit) <= 20),
  DROP CONSTRAINT position_tmpl_erl_titel_laenge, ADD CONSTRAINT position_tmpl_erl_titel_laenge CHECK (char_length(erl_titel) <= 100),
  DROP CONSTRAINT position_tmpl_erl_laenge, ADD CONSTRAINT position_tmpl_erl_laenge CHECK (char_length(erl) <= 2000);

ALTER TABLE data.prognose
  DROP CONSTRAINT prognose_art_laenge, ADD CONSTRAINT prognose_art_laenge CHECK (char_length(art) <= 100);
