import yazl from 'yazl';

/**
 * A OneRoster 1.1 export of one high school for the roster bench, zipped as a student information
 * system hands it over: `students` students in grades 09 to 12, each in one of 40 homerooms and
 * six scheduled classes, with a teacher per class (teachers' rows and enrollments are skipped).
 */
const USERS =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
const CLASSES =
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods';
const ENROLLMENTS = 'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';
const HOMEROOMS = 40;
const SCHEDULED = 160;
const GRADES = ['12', '11', '10', '09'];

export function oneRosterExport(students: number, schoolName: string): Record<string, string> {
  const users = [USERS];
  const enrollments = [ENROLLMENTS];
  for (let index = 0; index < students; index += 1) {
    const id = `stu-${index + 1}`;
    users.push(
      `${id},,,true,school-1,student,${id},,Student,Number ${index + 1},,S${index + 1},${id}@bench.example.org,,,,${GRADES[index % 4]},`,
    );
    enrollments.push(`${id}-hr,,,hr-${index % HOMEROOMS},school-1,${id},student,false,,`);
    for (let period = 0; period < 6; period += 1) {
      enrollments.push(`${id}-p${period},,,sc-${(index + period * 7) % SCHEDULED},school-1,${id},student,false,,`);
    }
  }
  const classes = [CLASSES];
  for (let index = 0; index < HOMEROOMS; index += 1) {
    classes.push(`hr-${index},,,Homeroom ${index + 1},,course-hr,HR${index + 1},homeroom,,school-1,term-1,,,`);
  }
  for (let index = 0; index < SCHEDULED; index += 1) {
    classes.push(`sc-${index},,,Section ${index + 1},,course-${index % 30},SEC${index + 1},scheduled,,school-1,term-1,,,`);
    users.push(
      `tch-${index},,,true,school-1,teacher,tch-${index},,Teacher,${index + 1},,T${index + 1},tch-${index}@bench.example.org,,,,,`,
    );
    enrollments.push(`tch-${index}-sc,,,sc-${index},school-1,tch-${index},teacher,true,,`);
  }
  return {
    'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\n',
    'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\nschool-1,,,${schoolName},school,,\n`,
    'users.csv': `${users.join('\n')}\n`,
    'classes.csv': `${classes.join('\n')}\n`,
    'enrollments.csv': `${enrollments.join('\n')}\n`,
  };
}

export function zipFiles(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
