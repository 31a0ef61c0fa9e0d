import { applicationMessages } from '@jobboard/contracts';
import {
  alwaysAskedQuestions,
  applicationScreeningQuestions,
  checkApplication,
  applicationUploadRefusal,
  checkUploadSelection,
  findApplicationProblem,
  contentMismatchMessage,
  expectedContent,
  fileTooLargeMessage,
  formatFileSize,
  isMandatoryQuestion,
  hasExpectedStructure,
  isWithinUploadSizeLimit,
  screeningAnswerPlaceholder,
  unsupportedFormatMessage,
  zipEntryNames,
  type ApplicationToCheck,
} from './application-rules';

const questions = applicationScreeningQuestions(['Can you lift 50 lbs?']);
const complete: ApplicationToCheck = {
  applicantName: 'Dana Reyes',
  applicantEmail: 'dana@example.com',
  hasResume: true,
  questions,
  responses: ['Yes', 'No, never', 'Yes, I drive', 'I understand'],
};
const failureOf = (draft: Partial<ApplicationToCheck>) => checkApplication({ ...complete, ...draft });
const withAnswer = (index: number, answer: string) => complete.responses.map((value, at) => (at === index ? answer : value));

describe('applicationScreeningQuestions', () => {
  it("adds the three always-asked questions after the job's own", () => {
    expect(applicationScreeningQuestions(['Q1', 'Q2'])).toEqual([
      'Q1',
      'Q2',
      'Have you ever worked with this company before?',
      'Do you have reliable transportation?',
      'You understand if you are not able to uphold the answers to the questions asked you could be released from your position',
    ]);
    expect(applicationScreeningQuestions([])).toEqual([...alwaysAskedQuestions]);
  });
});

describe('checkApplication', () => {
  it('accepts a complete application', () => {
    expect(checkApplication(complete)).toEqual({ ok: true });
  });

  it('1. needs a name and an email that are not blank', () => {
    expect(failureOf({ applicantName: '   ' })).toEqual({ ok: false, ...applicationMessages.missingInformation });
    expect(failureOf({ applicantEmail: '' })).toEqual({ ok: false, ...applicationMessages.missingInformation });
  });

  it('2. needs a resume', () => {
    expect(failureOf({ hasResume: false })).toEqual({ ok: false, ...applicationMessages.resumeRequired });
  });

  it('3. needs every screening question answered', () => {
    expect(failureOf({ responses: withAnswer(0, ' ') })).toEqual({ ok: false, ...applicationMessages.incompleteScreening });
    expect(failureOf({ responses: complete.responses.slice(0, 3) })).toEqual({
      ok: false,
      ...applicationMessages.incompleteScreening,
    });
  });

  it('4. needs at least 2 characters on the employment-history answer, after trimming', () => {
    expect(failureOf({ responses: withAnswer(1, ' N ') })).toEqual({
      ok: false,
      ...applicationMessages.employmentHistoryRequired,
    });
    expect(failureOf({ responses: withAnswer(1, 'No') })).toEqual({ ok: true });
  });

  it('5. needs at least 2 characters on the transportation answer', () => {
    expect(failureOf({ responses: withAnswer(2, 'Y') })).toEqual({ ok: false, ...applicationMessages.transportationRequired });
  });

  it('6. needs "understand", in any case, on the acknowledgement', () => {
    expect(failureOf({ responses: withAnswer(3, 'ok') })).toEqual({ ok: false, ...applicationMessages.acknowledgmentRequired });
    expect(failureOf({ responses: withAnswer(3, 'I UNDERSTAND.') })).toEqual({ ok: true });
  });

  it('reports only the first failure, in the spec order', () => {
    const everythingWrong = { applicantName: '', hasResume: false, responses: ['', 'N', 'Y', 'no'] };
    expect(failureOf(everythingWrong)).toMatchObject(applicationMessages.missingInformation);
    expect(failureOf({ ...everythingWrong, applicantName: 'Dana' })).toMatchObject(applicationMessages.resumeRequired);
    expect(failureOf({ ...everythingWrong, applicantName: 'Dana', hasResume: true })).toMatchObject(
      applicationMessages.incompleteScreening,
    );
    const answered = { applicantName: 'Dana', hasResume: true, responses: ['Yes', 'N', 'Y', 'no'] };
    expect(failureOf(answered)).toMatchObject(applicationMessages.employmentHistoryRequired);
    expect(failureOf({ ...answered, responses: ['Yes', 'No', 'Y', 'no'] })).toMatchObject(
      applicationMessages.transportationRequired,
    );
    expect(failureOf({ ...answered, responses: ['Yes', 'No', 'Yes', 'no'] })).toMatchObject(
      applicationMessages.acknowledgmentRequired,
    );
  });
});

describe('checkUploadSelection', () => {
  const megabytes = (count: number) => count * 1024 * 1024;

  it('accepts up to 5 MB per file with an allowed extension', () => {
    expect(checkUploadSelection([{ name: 'cv.PDF', size: megabytes(5) }], 'resume')).toEqual({ ok: true });
    expect(
      checkUploadSelection(
        [
          { name: 'a.jpg', size: 10 },
          { name: 'b.png', size: 10 },
          { name: 'c.docx', size: 10 },
        ],
        'supporting',
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a file over 5 MB with its name', () => {
    expect(checkUploadSelection([{ name: 'big.pdf', size: megabytes(5) + 1 }], 'resume')).toEqual({
      ok: false,
      title: 'File Upload Error',
      message: 'File "big.pdf" is too large. Maximum size is 5MB.',
    });
    expect(fileTooLargeMessage('x.doc')).toBe('File "x.doc" is too large. Maximum size is 5MB.');
  });

  it('refuses an extension that is not allowed, listing the allowed ones', () => {
    expect(checkUploadSelection([{ name: 'photo.jpg', size: 10 }], 'resume')).toEqual({
      ok: false,
      title: 'File Upload Error',
      message: 'File "photo.jpg" has an unsupported format. Allowed formats: .pdf, .doc, .docx.',
    });
    expect(unsupportedFormatMessage('run.exe', 'supporting')).toBe(
      'File "run.exe" has an unsupported format. Allowed formats: .pdf, .doc, .docx, .jpg, .jpeg, .png.',
    );
  });

  it('blocks the whole selection when one file fails', () => {
    const selection = [
      { name: 'ok.pdf', size: 10 },
      { name: 'bad.gif', size: 10 },
    ];
    expect(checkUploadSelection(selection, 'supporting')).toMatchObject({ ok: false, title: 'File Upload Error' });
  });

  it('allows one resume file only', () => {
    const two = [
      { name: 'a.pdf', size: 10 },
      { name: 'b.pdf', size: 10 },
    ];
    expect(checkUploadSelection(two, 'resume')).toEqual({ ok: false, ...applicationMessages.tooManyFiles });
    expect(checkUploadSelection(two, 'supporting')).toEqual({ ok: true });
  });

  it('caps supporting documents at five, counting the ones chosen before', () => {
    const one = [{ name: 'letter.pdf', size: 10 }];
    expect(checkUploadSelection(one, 'supporting', 4)).toEqual({ ok: true });
    expect(checkUploadSelection(one, 'supporting', 5)).toEqual({
      ok: false,
      title: 'Too Many Files',
      message: 'You can attach at most 5 supporting documents.',
    });
  });
});

describe('the upload size limit', () => {
  const mebibytes = 1024 * 1024;

  it('allows a file of exactly 5 MiB and refuses one byte more, in the uploader as on the server', () => {
    expect(isWithinUploadSizeLimit(5 * mebibytes)).toBe(true);
    expect(isWithinUploadSizeLimit(5 * mebibytes + 1)).toBe(false);
    expect(checkUploadSelection([{ name: 'cv.pdf', size: 5 * mebibytes }], 'resume')).toEqual({ ok: true });
    expect(checkUploadSelection([{ name: 'cv.pdf', size: 5 * mebibytes + 1 }], 'resume')).toMatchObject({
      ok: false,
      message: fileTooLargeMessage('cv.pdf'),
    });
  });
});

/** A ZIP archive with these entry names (stored, empty): enough for its directory to be read. */
const zipWith = (names: string[], { comment = '' } = {}) => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
};

/** A compound-file header of this version and sector size, then one sector. */
const compoundFile = (majorVersion: number, sectorShift: number) => {
  const header = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(majorVersion, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(sectorShift, 30);
  return header;
};

/** The ends of a whole file as the server keeps them while it streams. */
const endsOf = (bytes: Buffer, keptTail = bytes.length) => ({
  head: bytes.subarray(0, 4100),
  tail: bytes.subarray(bytes.length - keptTail),
  size: bytes.length,
});

describe('the structure of uploaded documents', () => {
  const wordParts = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml'];

  it('names the content type to store for each accepted extension, and none for others', () => {
    expect(expectedContent('cv.PDF')?.contentType).toBe('application/pdf');
    expect(expectedContent('cv.doc')?.contentType).toBe('application/msword');
    expect(expectedContent('me.jpeg')?.contentType).toBe('image/jpeg');
    expect(expectedContent('setup.exe')).toBeUndefined();
  });

  it('takes a PDF only with its header and an end-of-file marker in its last kilobyte', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
    expect(hasExpectedStructure('cv.pdf', endsOf(pdf))).toBe(true);
    expect(hasExpectedStructure('cv.pdf', endsOf(Buffer.concat([pdf, Buffer.from('\r\n')])))).toBe(true);
    expect(hasExpectedStructure('cv.pdf', endsOf(Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n')))).toBe(false);
    expect(hasExpectedStructure('cv.pdf', endsOf(Buffer.concat([pdf, Buffer.alloc(2048, 0x20)])))).toBe(false);
    expect(hasExpectedStructure('cv.pdf', endsOf(Buffer.from('%PDF\n%%EOF')))).toBe(false);
  });

  it('takes a DOCX only when its directory lists the content types and the main document part', () => {
    expect(hasExpectedStructure('cv.docx', endsOf(zipWith(wordParts)))).toBe(true);
    expect(hasExpectedStructure('cv.docx', endsOf(zipWith(wordParts, { comment: 'made by hand' })))).toBe(true);
    expect(hasExpectedStructure('cv.docx', endsOf(zipWith(['[Content_Types].xml', 'xl/workbook.xml'])))).toBe(false);
    expect(hasExpectedStructure('cv.docx', endsOf(zipWith(['word/document.xml'])))).toBe(false);
    expect(hasExpectedStructure('cv.docx', endsOf(zipWith(wordParts).subarray(0, 200)))).toBe(false);
  });

  it('reads the names from the directory, and none when its recorded offset does not land on it', () => {
    const archive = zipWith(wordParts);
    expect(zipEntryNames(endsOf(archive))).toEqual(wordParts);
    // Bytes put in front move the directory away from where the archive's end record says it is.
    expect(zipEntryNames(endsOf(Buffer.concat([Buffer.alloc(10_000), archive]), 1000))).toBeUndefined();
  });

  it('takes a DOC only with a compound-file header of a known version', () => {
    expect(hasExpectedStructure('cv.doc', endsOf(compoundFile(3, 9)))).toBe(true);
    expect(hasExpectedStructure('cv.doc', endsOf(compoundFile(4, 12)))).toBe(true);
    expect(hasExpectedStructure('cv.doc', endsOf(compoundFile(3, 12)))).toBe(false);
    expect(hasExpectedStructure('cv.doc', endsOf(compoundFile(3, 9).subarray(0, 100)))).toBe(false);
  });

  it('has no structure to check for images, and refuses extensions it does not take', () => {
    expect(hasExpectedStructure('me.png', endsOf(Buffer.from([0x89, 0x50, 0x4e, 0x47])))).toBe(true);
    expect(hasExpectedStructure('setup.exe', endsOf(Buffer.from('MZ')))).toBe(false);
  });
});

describe('applicationUploadRefusal', () => {
  it('titles too many files "Too Many Files", naming the rule that was broken', () => {
    expect(applicationUploadRefusal({ reason: 'tooManyFiles', slot: 'resume' })).toEqual(applicationMessages.tooManyFiles);
    expect(applicationUploadRefusal({ reason: 'tooManyFiles', slot: 'supporting' })).toEqual({
      title: 'Too Many Files',
      message: 'You can attach at most 5 supporting documents.',
    });
    expect(applicationUploadRefusal({ reason: 'tooManyFiles' })).toEqual(
      applicationUploadRefusal({ reason: 'tooManyFiles', slot: 'supporting' }),
    );
  });

  it('titles every other problem "File Upload Error"', () => {
    expect(applicationUploadRefusal({ reason: 'tooLarge', fileName: 'big.pdf' })).toEqual({
      title: 'File Upload Error',
      message: fileTooLargeMessage('big.pdf'),
    });
    expect(applicationUploadRefusal({ reason: 'unsupportedFormat', slot: 'resume', fileName: 'me.png' })).toEqual({
      title: 'File Upload Error',
      message: unsupportedFormatMessage('me.png', 'resume'),
    });
    expect(applicationUploadRefusal({ reason: 'contentMismatch', fileName: 'cv.pdf' })).toEqual({
      title: 'File Upload Error',
      message: contentMismatchMessage('cv.pdf'),
    });
    expect(applicationUploadRefusal({ reason: 'unexpectedFile', field: 'photo' }).message).toBe('Unexpected file field "photo".');
    expect(applicationUploadRefusal({ reason: 'fieldTooLong', field: 'coverLetter' }).message).toBe(
      'The coverLetter field is too long.',
    );
    expect(applicationUploadRefusal({ reason: 'tooManyParts' }).title).toBe('File Upload Error');
    expect(applicationUploadRefusal({ reason: 'tooManyFields' }).title).toBe('File Upload Error');
  });
});

describe('findApplicationProblem', () => {
  it('names the field of each failed rule, for the form to mark and focus', () => {
    const problem = (draft: Partial<ApplicationToCheck>) => findApplicationProblem({ ...complete, ...draft })?.target;
    expect(problem({})).toBeUndefined();
    expect(problem({ applicantName: ' ' })).toBe('applicantName');
    expect(problem({ applicantEmail: '' })).toBe('applicantEmail');
    expect(problem({ hasResume: false })).toBe('resume');
    expect(problem({ responses: withAnswer(2, '') })).toEqual({ answer: 2 });
    expect(problem({ responses: withAnswer(1, 'N') })).toEqual({ answer: 1 });
    expect(problem({ responses: withAnswer(2, 'Y') })).toEqual({ answer: 2 });
    expect(problem({ responses: withAnswer(3, 'ok') })).toEqual({ answer: 3 });
  });
});

describe('screening question presentation', () => {
  it('marks the last two of the full list as mandatory, whatever the job adds', () => {
    const questions = applicationScreeningQuestions(['Can you lift 50 lbs?']);
    expect(questions.map((_question, index) => isMandatoryQuestion(index, questions.length))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("asks for 'I understand' last and for Yes or No with details just before", () => {
    expect(screeningAnswerPlaceholder(3, 4)).toBe("Please type 'I understand' to acknowledge this condition");
    expect(screeningAnswerPlaceholder(2, 4)).toMatch(/^Please answer Yes or No/);
    expect(screeningAnswerPlaceholder(0, 4)).toBe('Your answer');
  });
});

describe('formatFileSize', () => {
  it('lists small files in KB and larger ones in MB with two decimals', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.25 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
  });
});
