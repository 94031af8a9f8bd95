/**
 * API field messages land on the recommender forms' fields (`schoolIds` is the picker). Apart from
 * the forms' schemas (recommender-form-schema.ts), which load only when a form validates.
 */
export const formFieldFor = (apiField: string) => (apiField === 'schoolIds' ? 'schools' : apiField);
