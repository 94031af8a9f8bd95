import { z } from 'zod';
import { createLetterBodySchema, updateLetterBodySchema } from '@campuspath/contract/letters';
import { LETTER_SCHOOLS_LIMIT_MESSAGE, MAX_LETTER_SCHOOLS } from '@campuspath/contract/letters-terms';

/** The universities as the picker holds them (id and name); sent as `schoolIds`. */
const schoolsSchema = z.array(z.object({ id: z.number().int(), name: z.string() })).max(MAX_LETTER_SCHOOLS, LETTER_SCHOOLS_LIMIT_MESSAGE);

/** "Add recommender": the contract's create fields a student fills in first. */
export const addRecommenderFormSchema = createLetterBodySchema
  .pick({ recommenderName: true, recommenderTitle: true, recommenderEmail: true, dueDate: true })
  .extend({ schools: schoolsSchema });
export type AddRecommenderFormInput = z.input<typeof addRecommenderFormSchema>;
export type AddRecommenderFormOutput = z.output<typeof addRecommenderFormSchema>;

/** The details page edits every field. */
export const editLetterFormSchema = updateLetterBodySchema
  .omit({ schoolIds: true })
  .required({ recommenderName: true, recommenderEmail: true, status: true })
  .extend({ schools: schoolsSchema });
export type EditLetterFormInput = z.input<typeof editLetterFormSchema>;
export type EditLetterFormOutput = z.output<typeof editLetterFormSchema>;
