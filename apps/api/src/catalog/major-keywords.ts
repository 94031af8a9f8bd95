import type { MajorCode } from '@campuspath/contract/major-families';
import { normalizeText } from './search-text.ts';

/**
 * What students type for a field of study, mapped to the CIP family that awards it.
 * The Scorecard only reports 2-digit families, so "nursing" finds schools awarding
 * Health Professions degrees, "computer science" Computer and Information Sciences.
 * Each family's own name is always a keyword too.
 */
const KEYWORDS: Partial<Record<MajorCode, string[]>> = {
  '01': ['agriculture', 'agricultural', 'animal science', 'agribusiness', 'horticulture'],
  '03': ['environmental science', 'forestry', 'natural resources', 'conservation', 'wildlife'],
  '04': ['architecture', 'urban planning'],
  '05': ['ethnic studies', 'gender studies', 'womens studies', 'african american studies', 'area studies'],
  '09': ['communication', 'communications', 'journalism', 'public relations', 'advertising', 'media studies'],
  '10': ['communications technology', 'graphic communications'],
  '11': [
    'computer science',
    'computing',
    'information technology',
    'cybersecurity',
    'software',
    'programming',
    'data science',
    'information systems',
  ],
  '12': ['culinary', 'culinary arts', 'cosmetology', 'chef'],
  '13': ['education', 'teaching', 'teacher education', 'early childhood education'],
  '14': [
    'engineering',
    'mechanical engineering',
    'electrical engineering',
    'civil engineering',
    'chemical engineering',
    'aerospace engineering',
    'biomedical engineering',
    'computer engineering',
  ],
  '15': ['engineering technology', 'drafting'],
  '16': ['foreign languages', 'linguistics', 'spanish', 'french', 'languages'],
  '19': ['family and consumer sciences', 'human development', 'nutrition'],
  '22': ['legal studies', 'paralegal', 'pre law', 'prelaw'],
  '23': ['english', 'literature', 'creative writing', 'writing'],
  '24': ['liberal arts', 'general studies', 'humanities'],
  '25': ['library science'],
  '26': ['biology', 'biological sciences', 'biochemistry', 'neuroscience', 'microbiology', 'pre med', 'premed'],
  '27': ['mathematics', 'math', 'statistics', 'applied math'],
  '29': ['military technology'],
  '30': ['interdisciplinary studies', 'cognitive science', 'sustainability'],
  '31': ['kinesiology', 'exercise science', 'sports management', 'recreation', 'fitness'],
  '38': ['philosophy', 'religious studies'],
  '39': ['theology', 'ministry', 'divinity', 'bible'],
  '40': ['physics', 'chemistry', 'physical sciences', 'astronomy', 'geology'],
  '41': ['science technology', 'lab technician'],
  '42': ['psychology'],
  '43': ['criminal justice', 'criminology', 'law enforcement', 'fire science', 'homeland security'],
  '44': ['social work', 'public administration', 'public policy'],
  '45': ['economics', 'political science', 'sociology', 'anthropology', 'social sciences', 'international relations', 'geography'],
  '46': ['construction', 'carpentry', 'electrician'],
  '47': ['automotive', 'mechanic', 'hvac', 'aviation maintenance'],
  '48': ['welding', 'machining', 'precision production'],
  '49': ['aviation', 'pilot', 'flight', 'transportation'],
  '50': ['art', 'fine arts', 'music', 'theater', 'theatre', 'dance', 'film', 'graphic design', 'design', 'performing arts'],
  '51': [
    'nursing',
    'health',
    'pre medicine',
    'medicine',
    'pharmacy',
    'public health',
    'physical therapy',
    'dental hygiene',
    'health sciences',
    'radiology',
  ],
  '52': ['business', 'accounting', 'finance', 'marketing', 'management', 'entrepreneurship', 'business administration'],
  '54': ['history'],
};

/**
 * The same in Spanish, as a family on `/es/` types them ("enfermería en ohio"), without accents:
 * keywords are compared normalised.
 */
const SPANISH_KEYWORDS: Partial<Record<MajorCode, string[]>> = {
  '01': ['agricultura', 'agronomia'],
  '03': ['ciencias ambientales', 'medio ambiente'],
  '04': ['arquitectura'],
  '09': ['comunicacion', 'comunicaciones', 'periodismo', 'publicidad', 'relaciones publicas'],
  '11': [
    'informatica',
    'computacion',
    'ciencias de la computacion',
    'ciencias computacionales',
    'ciberseguridad',
    'programacion',
    'ciencia de datos',
    'tecnologia de la informacion',
  ],
  '12': ['artes culinarias', 'cocina', 'cosmetologia'],
  '13': ['educacion', 'pedagogia', 'magisterio'],
  '14': [
    'ingenieria',
    'ingenieria mecanica',
    'ingenieria electrica',
    'ingenieria civil',
    'ingenieria quimica',
    'ingenieria aeroespacial',
    'ingenieria biomedica',
  ],
  '16': ['idiomas', 'lenguas', 'linguistica', 'espanol', 'frances'],
  '19': ['nutricion'],
  '22': ['derecho', 'estudios legales'],
  '23': ['ingles', 'literatura', 'escritura creativa'],
  '24': ['humanidades', 'estudios generales'],
  '26': ['biologia', 'bioquimica', 'neurociencia', 'microbiologia'],
  '27': ['matematicas', 'estadistica'],
  '31': ['kinesiologia', 'ciencias del deporte'],
  '38': ['filosofia'],
  '39': ['teologia'],
  '40': ['fisica', 'quimica', 'astronomia', 'geologia'],
  '42': ['psicologia'],
  '43': ['justicia penal', 'criminologia'],
  '44': ['trabajo social', 'administracion publica', 'politicas publicas'],
  '45': ['economia', 'ciencias politicas', 'sociologia', 'antropologia', 'ciencias sociales', 'relaciones internacionales', 'geografia'],
  '46': ['construccion'],
  '47': ['mecanica automotriz'],
  '48': ['soldadura'],
  '49': ['aviacion', 'piloto'],
  '50': ['arte', 'artes', 'bellas artes', 'musica', 'teatro', 'danza', 'cine', 'diseno', 'diseno grafico'],
  '51': [
    'enfermeria',
    'salud',
    'medicina',
    'farmacia',
    'salud publica',
    'fisioterapia',
    'terapia fisica',
    'higiene dental',
    'ciencias de la salud',
  ],
  '52': ['negocios', 'administracion de empresas', 'contabilidad', 'finanzas', 'mercadotecnia', 'emprendimiento'],
  '54': ['historia'],
};

/** Normalised keyword -> CIP family code. */
export function buildMajorKeywordIndex(families: readonly { code: MajorCode; name: string }[]): Map<string, MajorCode> {
  const index = new Map<string, MajorCode>();
  for (const family of families) {
    for (const keyword of [family.name, ...(KEYWORDS[family.code] ?? []), ...(SPANISH_KEYWORDS[family.code] ?? [])]) {
      index.set(normalizeText(keyword), family.code);
    }
  }
  return index;
}
