/**
 * The name and note of a result file, shared by the rows of "Ergebnis mitnehmen"
 * (ResultsPanel) and its GeoTIFF row (GeotiffExport), so the two read as one list.
 */
import styled from 'styled-components';
import { color, fontSize, fontWeights } from '../../../theme';

export const FileName = styled.p`
  margin: 0;
  font-weight: ${fontWeights.semibold};
  overflow-wrap: anywhere;
  code {
    font-weight: normal;
    font-size: ${fontSize.sm};
  }
`;

export const FileNote = styled.p`
  margin: 0;
  color: ${color.textSecondary};
  font-size: ${fontSize.sm};
`;
