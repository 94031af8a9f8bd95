/** GET /api/admission-history/template.csv: the import template, one column per field with what it takes. */
export const HISTORY_TEMPLATE_URL = '/api/admission-history/template.csv';

/** GET /api/admission-history/sample.csv: a generated sample history to try the import with (labelled: not real students). */
export const HISTORY_SAMPLE_URL = '/api/admission-history/sample.csv';
