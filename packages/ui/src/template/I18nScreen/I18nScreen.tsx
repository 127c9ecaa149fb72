import { useMemo, useState } from 'react';
import { createTranslator } from '../../i18n';
import { TEMPLATE_LANGUAGES, type TemplateLanguage } from '../../model/template/language';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Inline } from '../../primitives/Inline';
import { Page } from '../../primitives/Page';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { Table, type Column } from '../../primitives/Table';
import { ENGLISH_CATALOGUE, I18N_CATALOGUES, LANGUAGE_NAMES } from './catalogues';
import { DatePicker } from './DatePicker';

export interface I18nScreenProps {
  /** The language shown (the app reads it from the cookie, else the browser, else English). */
  language: TemplateLanguage;
  onLanguageChange: (language: TemplateLanguage) => void;
}

interface Row {
  date: Date;
  name: string;
  address: string;
}

const ROWS: Row[] = [
  { date: new Date(2026, 4, 3), name: 'Emma Thompson', address: 'Lake Hollow 12' },
  { date: new Date(2026, 4, 2), name: 'Liam Carter', address: 'Pine Valley 4' },
  { date: new Date(2026, 3, 28), name: 'Olivia Bennett', address: 'Hill 402' },
];

/**
 * The template's i18n page in five languages: a date picker, a select, buttons and a
 * table, all translated through the page's own catalogues; dates through Intl.
 */
export function I18nScreen({ language, onLanguageChange }: I18nScreenProps) {
  const t = useMemo(() => createTranslator(I18N_CATALOGUES[language], ENGLISH_CATALOGUE), [language]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'long' }), [language]);
  const [topic, setTopic] = useState('');
  const columns: Column<Row>[] = [
    { key: 'date', header: t('date'), cell: (row) => dateFormat.format(row.date), width: '12rem' },
    { key: 'name', header: t('name'), cell: (row) => row.name },
    { key: 'address', header: t('address'), cell: (row) => row.address },
  ];
  return (
    <div lang={language}>
      <Page title={t('title')} width="narrow">
        <Stack gap={4}>
          <p>{t('intro')}</p>
          <Select
            label={t('language')}
            value={language}
            options={TEMPLATE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            onChange={(value) => onLanguageChange(value as TemplateLanguage)}
          />
          <Card title={t('datePicker')} headingLevel={2}>
            <DatePicker
              label={t('datePicker')}
              chosenText={(date) => t('chosenDate', { date: dateFormat.format(date) })}
            />
          </Card>
          <Card title={t('select')} headingLevel={2}>
            <Select
              label={t('select')}
              placeholder={t('selectPlaceholder')}
              value={topic}
              onChange={setTopic}
              options={[
                { value: 'beetles', label: t('optionBeetles') },
                { value: 'maps', label: t('optionMaps') },
                { value: 'clients', label: t('optionClients') },
              ]}
            />
          </Card>
          <Card title={t('buttons')} headingLevel={2}>
            <Inline gap={2}>
              <Button variant="secondary">{t('default')}</Button>
              <Button variant="primary">{t('primary')}</Button>
              <Button variant="danger">{t('danger')}</Button>
            </Inline>
          </Card>
          <Table caption={t('table')} columns={columns} rows={ROWS} getRowId={(row) => row.name} />
        </Stack>
      </Page>
    </div>
  );
}
