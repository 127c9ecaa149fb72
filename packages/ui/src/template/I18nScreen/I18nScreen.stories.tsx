import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TemplateLanguage } from '../../model/template/language';
import { I18nScreen } from './I18nScreen';

function Switching({ initial }: { initial: TemplateLanguage }) {
  const [language, setLanguage] = useState(initial);
  return <I18nScreen language={language} onLanguageChange={setLanguage} />;
}

const meta = {
  title: 'Template/I18n (I18nScreen)',
  component: I18nScreen,
  args: { language: 'en', onLanguageChange: fn() },
  render: (args) => <Switching initial={args.language} />,
} satisfies Meta<typeof I18nScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Internationalisation', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText('Chosen date: May 3, 2026')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await expect(canvas.getByRole('heading', { name: 'Internationalisierung', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText('Gewähltes Datum: 3. Mai 2026')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /Adresse/ })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sprache' }), '日本語');
    await expect(canvas.getByText('選択した日付：2026年5月3日')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'プライマリ' })).toBeInTheDocument();
  },
};

export const Chinese: Story = { args: { language: 'zh' } };
export const Spanish: Story = { args: { language: 'es' } };
export const NarrowWidth: Story = { globals: { viewport: { value: 'phone' } } };
