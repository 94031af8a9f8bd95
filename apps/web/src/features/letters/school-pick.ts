/** A university chosen for a letter: its catalogue id and name. */
export interface SchoolPick {
  id: number;
  name: string;
}
