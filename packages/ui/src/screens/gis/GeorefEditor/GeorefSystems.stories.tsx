import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadDhdnGrid } from '../../../model/georef/coordinates';
import { formatPointsFile } from '../../../model/georef/pointsFile';
import { gaussKruegerPoints, goodPoints, storyBbox, storyScanUrl } from '../storyData';
import { expectMapsDrawn } from '../storyMapsDrawn';
import { GeorefEditor } from './GeorefEditor';
import { gcpRows } from './editorStoryPage';
import editorStories from './GeorefEditor.stories';

/**
 * The georeferencing editor on a Gauß-Krüger (DHDN) map: its world map reaches WGS 84 through
 * the BeTA2007 grid, as PROJ does, once the GIS page has loaded the grid; where it could not,
 * the fixed seven-parameter shift stands in and the pane says so. The conversions themselves
 * are checked against PROJ's cs2cs in coordinates.proj.test.ts.
 */
const meta = {
  title: 'Screens/GIS/Karte georeferenzieren – Koordinatensysteme (GeorefSystems)',
  component: GeorefEditor,
  args: {
    ...editorStories.args,
    epsg: 31467,
    imageUrl: storyScanUrl,
    bbox: storyBbox,
  },
  parameters: {
    ...editorStories.parameters,
    leitfaden: {
      zweck:
        'Der Georeferenzierungs-Editor auf einer Karte in DHDN / Gauß-Krüger: Die Weltkarte rechnet über das Gitter BeTA2007 wie PROJ, ersatzweise mit der festen 7-Parameter-Verschiebung, und sagt, welche gilt.',
      rollen: ['Experte', 'Administrator'],
      spezifikation:
        'requirements §2 (Georeferenzierungs-Editor, Kartenkoordinaten im EPSG der Karte), coordinates.ts, useDhdnGrid.ts',
      tun: ['Bei Gauß-Krüger-Karten nennen, wie DHDN nach ETRS89 kommt; die feste Verschiebung als Hinweis zeigen.'],
      lassen: ['Die feste Verschiebung nicht verschweigen: Sie liegt bis etwa 2 m neben PROJ.'],
    },
  },
  decorators: editorStories.decorators,
} satisfies Meta<typeof GeorefEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid loaded, as the GIS page loads it from `grids/BETA2007.gsb` before it shows a map. */
export const Default: Story = {
  name: 'Gauß-Krüger mit Gitter BeTA2007',
  args: { dhdnShift: 'grid' },
  loaders: [
    async () => {
      const response = await fetch('/grids/BETA2007.gsb');
      if (!response.ok) throw new Error(`Das Gitter BeTA2007 fehlt: HTTP ${response.status}`);
      loadDhdnGrid(await response.arrayBuffer());
      return {};
    },
  ],
  render: (args) => <GeorefEditor {...args} initialPoints={gaussKruegerPoints()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gcpRows(canvas)).toHaveLength(6);
    await expect(canvas.getByRole('heading', { name: 'Karte (EPSG:31467)' })).toBeVisible();
    await expect(canvas.getByTestId('datum-shift')).toHaveTextContent('über das Gitter BeTA2007, wie PROJ');
    await expectMapsDrawn(canvasElement);
  },
};

/**
 * The grid file could not be read: the fixed shift stands in and the pane says so. (The grid,
 * once loaded by a story before in the same page, stays loaded: the text is what the page
 * shows on a failed load, the positions differ by under 2 m, invisible at this zoom.)
 */
export const FixedShift: Story = {
  name: 'Gauß-Krüger ohne Gitter',
  args: { dhdnShift: 'fixed' },
  render: (args) => <GeorefEditor {...args} initialPoints={gaussKruegerPoints()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('datum-shift')).toHaveTextContent(
      /^DHDN → ETRS89 mit der festen 7-Parameter-Verschiebung: Das Gitter BeTA2007 ist nicht geladen\./,
    );
    await expect(canvas.getByTestId('datum-shift')).toHaveAttribute('role', 'status');
  },
};

/**
 * A QGIS `.points` file in Gauß-Krüger zone 3, its system written as ESRI WKT, imported into a
 * map in ETRS89 / UTM 32: the coordinates are converted, as QGIS does, and the message says so.
 */
export const ImportFromOtherSystem: Story = {
  name: 'Import aus einem anderen Koordinatensystem',
  args: { epsg: 25832, initialPoints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = formatPointsFile(gaussKruegerPoints(), {
      crs: 'PROJCS["DHDN_3_Degree_Gauss_Zone_3",GEOGCS["GCS_Deutsches_Hauptdreiecksnetz",DATUM["D_Deutsches_Hauptdreiecksnetz",SPHEROID["Bessel_1841",6377397.155,299.1528128]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Gauss_Kruger"],PARAMETER["False_Easting",3500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",9.0],PARAMETER["Scale_Factor",1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]',
    });
    await userEvent.upload(
      canvas.getByLabelText('.points importieren'),
      new File([text], 'bramwald_gk.points', { type: 'text/plain' }),
    );
    await expect(
      await canvas.findByText(
        /^Die Datei nennt EPSG:31467, die Karte EPSG:25832: Die Kartenkoordinaten wurden nach EPSG:25832 umgerechnet/,
      ),
    ).toBeVisible();
    await waitFor(() => expect(gcpRows(canvas)).toHaveLength(6));
    // Back in UTM 32: the first point's easting is the story's own again, to the centimetre or so.
    const easting = within(gcpRows(canvas)[0]!).getByRole('textbox', {
      name: 'Punkt 1: Rechtswert',
    }) as HTMLInputElement;
    const value = Number(easting.value.replaceAll('.', '').replace(',', '.'));
    await expect(Math.abs(value - goodPoints[0]!.mapx)).toBeLessThan(0.05);
  },
};
