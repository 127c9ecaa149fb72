import type { Catalog } from '../../i18n';
import type { TemplateLanguage } from '../../model/template/language';

/**
 * The i18n page's own catalogues (the template's `i18nView`), kept beside the page so
 * they load with its chunk and never with the chrome's. English is complete; the others
 * fall back to it for a key they lack.
 */
export type I18nKey =
  | 'title'
  | 'intro'
  | 'language'
  | 'datePicker'
  | 'chosenDate'
  | 'select'
  | 'selectPlaceholder'
  | 'optionBeetles'
  | 'optionMaps'
  | 'optionClients'
  | 'buttons'
  | 'default'
  | 'primary'
  | 'danger'
  | 'table'
  | 'date'
  | 'name'
  | 'address';

export const LANGUAGE_NAMES: Record<TemplateLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  zh: '中文',
  es: 'Español',
  ja: '日本語',
};

const en: Catalog<I18nKey> = {
  title: 'Internationalisation',
  intro: 'Switch the language: every text below follows, and dates are written the way the language writes them.',
  language: 'Language',
  datePicker: 'Pick a date',
  chosenDate: 'Chosen date: {date}',
  select: 'Select a topic',
  selectPlaceholder: 'Please choose',
  optionBeetles: 'Beetles',
  optionMaps: 'Maps',
  optionClients: 'Clients',
  buttons: 'Buttons',
  default: 'Default',
  primary: 'Primary',
  danger: 'Danger',
  table: 'Table',
  date: 'Date',
  name: 'Name',
  address: 'Address',
};

export const I18N_CATALOGUES: Record<TemplateLanguage, Partial<Catalog<I18nKey>>> = {
  en,
  de: {
    title: 'Internationalisierung',
    intro:
      'Wechseln Sie die Sprache: jeder Text unten folgt, und Daten werden so geschrieben, wie die Sprache sie schreibt.',
    language: 'Sprache',
    datePicker: 'Datum wählen',
    chosenDate: 'Gewähltes Datum: {date}',
    select: 'Thema wählen',
    selectPlaceholder: 'Bitte wählen',
    optionBeetles: 'Käfer',
    optionMaps: 'Karten',
    optionClients: 'Kunden',
    buttons: 'Schaltflächen',
    default: 'Standard',
    primary: 'Primär',
    danger: 'Gefahr',
    table: 'Tabelle',
    date: 'Datum',
    name: 'Name',
    address: 'Adresse',
  },
  zh: {
    title: '国际化',
    intro: '切换语言：下面的所有文字都会随之改变，日期按该语言的习惯书写。',
    language: '语言',
    datePicker: '选择日期',
    chosenDate: '已选日期：{date}',
    select: '选择主题',
    selectPlaceholder: '请选择',
    optionBeetles: '甲虫',
    optionMaps: '地图',
    optionClients: '客户',
    buttons: '按钮',
    default: '默认',
    primary: '主要',
    danger: '危险',
    table: '表格',
    date: '日期',
    name: '姓名',
    address: '地址',
  },
  es: {
    title: 'Internacionalización',
    intro: 'Cambie el idioma: todos los textos siguen, y las fechas se escriben como las escribe el idioma.',
    language: 'Idioma',
    datePicker: 'Elija una fecha',
    chosenDate: 'Fecha elegida: {date}',
    select: 'Elija un tema',
    selectPlaceholder: 'Por favor elija',
    optionBeetles: 'Escarabajos',
    optionMaps: 'Mapas',
    optionClients: 'Clientes',
    buttons: 'Botones',
    default: 'Predeterminado',
    primary: 'Principal',
    danger: 'Peligro',
    table: 'Tabla',
    date: 'Fecha',
    name: 'Nombre',
    address: 'Dirección',
  },
  ja: {
    title: '国際化',
    intro: '言語を切り替えると、下のすべての文字が変わり、日付はその言語の書き方で表示されます。',
    language: '言語',
    datePicker: '日付を選択',
    chosenDate: '選択した日付：{date}',
    select: 'テーマを選択',
    selectPlaceholder: '選択してください',
    optionBeetles: '甲虫',
    optionMaps: '地図',
    optionClients: '顧客',
    buttons: 'ボタン',
    default: 'デフォルト',
    primary: 'プライマリ',
    danger: '危険',
    table: 'テーブル',
    date: '日付',
    name: '名前',
    address: '住所',
  },
};

export const ENGLISH_CATALOGUE = en;
