/** The API path of a high school's admission history, for its operations' fetchers and download links. */
export const historyPath = (highSchoolId: string, rest = '') =>
  `/high-schools/${encodeURIComponent(highSchoolId)}/admission-history${rest}`;
