/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n": typeof types.AdminChangeMyPasswordDocument,
    "\n  query AdminMyNotifications {\n    me {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n": typeof types.AdminMyNotificationsDocument,
    "\n  mutation AdminUpdateMyNotifications($newLeads: Boolean, $followUps: Boolean) {\n    updateMyNotifications(newLeads: $newLeads, followUps: $followUps) {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n": typeof types.AdminUpdateMyNotificationsDocument,
    "\n  query AdminApplication($id: ID!) {\n    pipelineApplication(id: $id) {\n      id\n      name\n      email\n      phone\n      note\n      jobPostId\n      jobTitle\n      companyname\n      stage\n      stageChangedAt\n      createdAt\n      updatedAt\n      staffNotes\n      anonymised\n      allowedStages\n      cv {\n        fileName\n        size\n        downloadPath\n      }\n      story {\n        id\n        title\n        published\n      }\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminApplicationDocument,
    "\n  mutation AdminMoveApplication($id: ID!, $stage: String!, $note: String) {\n    moveApplication(id: $id, stage: $stage, note: $note) {\n      id\n      stage\n      stageChangedAt\n      updatedAt\n      allowedStages\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMoveApplicationDocument,
    "\n  mutation AdminUpdateApplicationNotes($id: ID!, $staffNotes: String!, $baseUpdatedAt: DateTime) {\n    updateApplicationNotes(id: $id, staffNotes: $staffNotes, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      staffNotes\n      updatedAt\n      timeline {\n        id\n        kind\n        actorName\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminUpdateApplicationNotesDocument,
    "\n  mutation AdminCreateStoryFromApplication($id: ID!) {\n    createStoryFromApplication(id: $id) {\n      id\n      title\n      published\n    }\n  }\n": typeof types.AdminCreateStoryFromApplicationDocument,
    "\n  fragment AdminApplicationRow on PipelineApplication {\n    id\n    name\n    email\n    phone\n    jobPostId\n    jobTitle\n    companyname\n    stage\n    stageChangedAt\n    createdAt\n    anonymised\n    cv {\n      fileName\n    }\n  }\n": typeof types.AdminApplicationRowFragmentDoc,
    "\n  query AdminApplications($first: Int!, $after: String, $search: String, $jobPostId: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime) {\n    pipelineApplications(first: $first, after: $after, search: $search, jobPostId: $jobPostId, stage: $stage, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminApplicationRow\n        }\n      }\n    }\n  }\n": typeof types.AdminApplicationsDocument,
    "\n  query AdminPipelineFilters($jobPostId: ID) {\n    pipelineJobs {\n      jobPostId\n      title\n      companyname\n      applicationCount\n    }\n    applicationStageCounts(jobPostId: $jobPostId) {\n      stage\n      count\n    }\n  }\n": typeof types.AdminPipelineFiltersDocument,
    "\n  query AdminApplicationsJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n    }\n  }\n": typeof types.AdminApplicationsJobDocument,
    "\n  query AdminPipelineSummary {\n    adminDashboard {\n      placements\n      applicationsByStage {\n        stage\n        count\n      }\n    }\n  }\n": typeof types.AdminPipelineSummaryDocument,
    "\n  query AdminAuditLog($first: Int!, $after: String, $entity: String, $action: String, $actor: String) {\n    auditLog(first: $first, after: $after, entity: $entity, action: $action, actor: $actor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          createdAt\n          actorUsername\n          action\n          entity\n          entityId\n          before\n          after\n          clientAddress\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminSiteName {\n    siteSettings {\n      siteName\n    }\n  }\n": typeof types.AdminSiteNameDocument,
    "\n  mutation AdminUndoDelete($entity: String!, $id: ID!) {\n    undoDelete(entity: $entity, id: $id) {\n      entity\n      entityId\n    }\n  }\n": typeof types.AdminUndoDeleteDocument,
    "\n  query AdminCourses {\n    courses {\n      id\n      slug\n      path\n      label\n      position\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n": typeof types.AdminCoursesDocument,
    "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      slug\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n": typeof types.AdminCourseDocument,
    "\n  mutation AdminCreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      slug\n      path\n      label\n    }\n  }\n": typeof types.AdminCreateCourseDocument,
    "\n  mutation AdminSaveCourseDraft($id: ID!, $baseVersion: Int!, $content: CourseContent!, $path: String, $aliases: [String!], $position: Int) {\n    saveCourseDraft(id: $id, baseVersion: $baseVersion, content: $content, path: $path, aliases: $aliases, position: $position) {\n      id\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n": typeof types.AdminSaveCourseDraftDocument,
    "\n  mutation AdminPublishCourse($id: ID!, $baseVersion: Int!) {\n    publishCourse(id: $id, baseVersion: $baseVersion) {\n      course {\n        id\n        label\n        draftVersion\n        isPublished\n        hasUnpublishedChanges\n        publishedAt\n        publishedRevision\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": typeof types.AdminPublishCourseDocument,
    "\n  query AdminCourseRevisions($courseId: ID!) {\n    courseRevisions(courseId: $courseId) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n    }\n  }\n": typeof types.AdminCourseRevisionsDocument,
    "\n  query AdminCourseRevisionComparison($courseId: ID!, $number: Int!) {\n    courseRevisionComparison(courseId: $courseId, number: $number) {\n      revision {\n        id\n        number\n      }\n      differences {\n        name\n        kind\n        change\n      }\n      summary\n    }\n  }\n": typeof types.AdminCourseRevisionComparisonDocument,
    "\n  mutation AdminRestoreCourseRevision($id: ID!, $number: Int!) {\n    restoreCourseRevision(id: $id, number: $number) {\n      course {\n        id\n        draftVersion\n        publishedRevision\n        hasUnpublishedChanges\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": typeof types.AdminRestoreCourseRevisionDocument,
    "\n  mutation AdminUnpublishCourse($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n": typeof types.AdminUnpublishCourseDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      jobPostCount\n      storyCount\n      userCount\n      latestJobPosts {\n        id\n        title\n        companyname\n        location\n        createdAt\n      }\n    }\n    # Only the count: the leads waiting for a first call.\n    newLeads: leads(status: NEW, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query JobAlertDigestStatus {\n    jobAlertDigestStatus {\n      dailyTime\n      activeAlerts\n      pausedAlerts\n      lastDailyRun {\n        id\n        day\n        startedAt\n        finishedAt\n        mails\n      }\n      lastRun {\n        id\n        startedAt\n        finishedAt\n        mails\n        startedBy\n      }\n    }\n  }\n": typeof types.JobAlertDigestStatusDocument,
    "\n  mutation RunJobAlertDigest {\n    runJobAlertDigest {\n      mails\n      alerts\n      run {\n        id\n        finishedAt\n      }\n    }\n  }\n": typeof types.RunJobAlertDigestDocument,
    "\n  query AdminLeadDashboard($range: DashboardRange!) {\n    leadDashboard(range: $range) {\n      range\n      from\n      to\n      buckets {\n        start\n        end\n        label\n      }\n      byCourse {\n        key\n        label\n        counts\n      }\n      bySource {\n        key\n        label\n        counts\n      }\n      statusFunnel {\n        status\n        count\n      }\n      followUps {\n        counsellor {\n          id\n          name\n        }\n        dueToday\n        overdue\n      }\n      placementFunnel {\n        stage\n        count\n      }\n    }\n  }\n": typeof types.AdminLeadDashboardDocument,
    "\n  query AdminJobPostForEdit($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      status\n      closesAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n      version\n    }\n  }\n": typeof types.AdminJobPostForEditDocument,
    "\n  mutation AdminCreateJobPost($input: JobPostInput!) {\n    createJobPost(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.AdminCreateJobPostDocument,
    "\n  mutation AdminUpdateJobPost($id: ID!, $input: JobPostUpdateInput!, $baseVersion: Int) {\n    updateJobPost(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      title\n      version\n    }\n  }\n": typeof types.AdminUpdateJobPostDocument,
    "\n  query AdminJobPostRevisions($jobPostId: ID!, $before: Int) {\n    jobPostRevisions(jobPostId: $jobPostId, before: $before) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n      current\n    }\n  }\n": typeof types.AdminJobPostRevisionsDocument,
    "\n  query AdminJobPostRevisionChanges($jobPostId: ID!, $number: Int!) {\n    jobPostRevisionChanges(jobPostId: $jobPostId, number: $number) {\n      revision {\n        id\n        number\n      }\n      changes {\n        field\n        label\n        version\n        current\n      }\n    }\n  }\n": typeof types.AdminJobPostRevisionChangesDocument,
    "\n  mutation AdminRestoreJobPostRevision($jobPostId: ID!, $number: Int!) {\n    restoreJobPostRevision(jobPostId: $jobPostId, number: $number) {\n      jobPost {\n        id\n        title\n        salary\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": typeof types.AdminRestoreJobPostRevisionDocument,
    "\n  query AdminJobPosts($first: Int!, $after: String, $search: String, $states: [JobState!]!) {\n    jobPosts(first: $first, after: $after, search: $search, states: $states) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          companyname\n          location\n          createdAt\n          state\n          closesAt\n          filledAt\n          applicationCount\n        }\n      }\n    }\n  }\n": typeof types.AdminJobPostsDocument,
    "\n  mutation AdminCloseJobPostAsFilled($id: ID!) {\n    closeJobPostAsFilled(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.AdminCloseJobPostAsFilledDocument,
    "\n  mutation AdminReopenJobPost($id: ID!) {\n    reopenJobPost(id: $id) {\n      id\n      state\n      closesAt\n    }\n  }\n": typeof types.AdminReopenJobPostDocument,
    "\n  mutation AdminDuplicateJobPost($id: ID!) {\n    duplicateJobPost(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.AdminDuplicateJobPostDocument,
    "\n  mutation AdminDeleteJobPost($id: ID!) {\n    deleteJobPost(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteJobPostDocument,
    "\n  query AdminJobPreview($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n": typeof types.AdminJobPreviewDocument,
    "\n  mutation AdminUpdateLeadContact($id: ID!, $input: LeadContactInput!) {\n    updateLeadContact(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      whatsapp\n    }\n  }\n": typeof types.AdminUpdateLeadContactDocument,
    "\n  mutation AdminUpdateLead($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLead\n    }\n  }\n": typeof types.AdminUpdateLeadDocument,
    "\n  fragment AdminLeadDetail on Lead {\n    ...AdminLead\n    enquiryCount\n    otherContacts {\n      kind\n      value\n    }\n    timeline {\n      ...AdminLeadTimelineEntry\n    }\n  }\n": typeof types.AdminLeadDetailFragmentDoc,
    "\n  query AdminLeadPage($id: ID!) {\n    lead(id: $id) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminLeadPageDocument,
    "\n  mutation AdminLeadStatus($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminLeadStatusDocument,
    "\n  mutation AdminAddLeadNote($id: ID!, $text: String!) {\n    addLeadNote(id: $id, text: $text) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminAddLeadNoteDocument,
    "\n  mutation AdminAssignLead($id: ID!, $assigneeId: ID) {\n    assignLead(id: $id, assigneeId: $assigneeId) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminAssignLeadDocument,
    "\n  mutation AdminSetLeadFollowUp($id: ID!, $at: DateTime!, $note: String) {\n    setLeadFollowUp(id: $id, at: $at, note: $note) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminSetLeadFollowUpDocument,
    "\n  mutation AdminCompleteLeadFollowUp($id: ID!, $outcome: FollowUpOutcome!, $text: String, $nextAt: DateTime, $nextNote: String) {\n    completeLeadFollowUp(id: $id, outcome: $outcome, text: $text, nextAt: $nextAt, nextNote: $nextNote) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminCompleteLeadFollowUpDocument,
    "\n  query AdminLeadMergeCandidates($search: String!) {\n    leads(first: 6, search: $search) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          courseName\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminLeadMergeCandidatesDocument,
    "\n  mutation AdminMergeLeads($keepId: ID!, $mergeId: ID!) {\n    mergeLeads(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminLeadDetail\n    }\n  }\n": typeof types.AdminMergeLeadsDocument,
    "\n  fragment AdminLeadTimelineEntry on LeadTimelineEntry {\n    id\n    kind\n    at\n    authorName\n    text\n    fromStatus\n    toStatus\n    fromAssignee\n    toAssignee\n    followUpAt\n    outcome\n    mailTo\n    mailState\n    mergedLeadName\n    mergedLeadEmail\n    contactChanges {\n      field\n      from\n      to\n    }\n    enquiry {\n      id\n      at\n      course\n      courseName\n      name\n      email\n      phone\n      sourcePage\n      sourceButton\n      wantsSyllabus\n      utmSource\n      utmMedium\n      utmCampaign\n      utmTerm\n      utmContent\n      consentText\n    }\n  }\n": typeof types.AdminLeadTimelineEntryFragmentDoc,
    "\n  query AdminCounsellors {\n    counsellors {\n      id\n      name\n    }\n  }\n": typeof types.AdminCounsellorsDocument,
    "\n  query AdminFollowUpCounts($assigneeId: ID, $unassigned: Boolean) {\n    followUpCounts(assigneeId: $assigneeId, unassigned: $unassigned) {\n      dueToday\n      overdue\n      upcoming\n    }\n  }\n": typeof types.AdminFollowUpCountsDocument,
    "\n  mutation AdminDeleteLead($id: ID!) {\n    deleteLead(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteLeadDocument,
    "\n  fragment AdminLead on Lead {\n    id\n    name\n    email\n    phone\n    whatsapp\n    designation\n    experience\n    course\n    courseName\n    sourcePage\n    sourceButton\n    wantsSyllabus\n    status\n    notes\n    submissions\n    source\n    campaign\n    assignee {\n      id\n      name\n      role\n    }\n    nextFollowUpAt\n    nextFollowUpNote\n    followUpView\n    createdAt\n    updatedAt\n  }\n": typeof types.AdminLeadFragmentDoc,
    "\n  query AdminLeads(\n    $first: Int!\n    $after: String\n    $search: String\n    $course: String\n    $status: LeadStatus\n    $from: DateTime\n    $to: DateTime\n    $source: LeadSource\n    $assigneeId: ID\n    $unassigned: Boolean\n    $followUp: FollowUpView\n  ) {\n    leads(\n      first: $first\n      after: $after\n      search: $search\n      course: $course\n      status: $status\n      from: $from\n      to: $to\n      source: $source\n      assigneeId: $assigneeId\n      unassigned: $unassigned\n      followUp: $followUp\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminLead\n        }\n      }\n    }\n  }\n": typeof types.AdminLeadsDocument,
    "\n  query AdminLeadCourses {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n": typeof types.AdminLeadCoursesDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      success\n      message\n      accessToken\n      user {\n        ...AdminSessionUser\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query AdminOutbox($first: Int!, $after: String, $state: MailState) {\n    mailDelivery {\n      configured\n      server\n      from\n      queued\n      failed\n    }\n    outboxMails(first: $first, after: $after, state: $state) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          kind\n          to\n          subject\n          state\n          attempts\n          lastError\n          nextAttemptAt\n          sentAt\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminOutboxDocument,
    "\n  query AdminOutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      id\n      text\n      html\n    }\n  }\n": typeof types.AdminOutboxMailDocument,
    "\n  mutation AdminResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      sentAt\n    }\n  }\n": typeof types.AdminResendMailDocument,
    "\n  fragment AdminSessionUser on User {\n    id\n    name\n    username\n    email\n    role\n  }\n": typeof types.AdminSessionUserFragmentDoc,
    "\n  query AdminMe {\n    me {\n      ...AdminSessionUser\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query AdminLeadSettings {\n    leadSettings {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n    counsellors {\n      id\n      name\n      username\n    }\n    publishedCourses {\n      slug\n      label\n    }\n  }\n": typeof types.AdminLeadSettingsDocument,
    "\n  mutation AdminUpdateLeadSettings($input: LeadSettingsInput!) {\n    updateLeadSettings(input: $input) {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n  }\n": typeof types.AdminUpdateLeadSettingsDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $baseUpdatedAt: DateTime) {\n    updateSiteSettings(input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminPendingStoryComments {\n    pendingStoryComments {\n      id\n      authorLabel\n      body\n      createdAt\n      storyId\n      storyTitle\n    }\n  }\n": typeof types.AdminPendingStoryCommentsDocument,
    "\n  mutation AdminApproveStoryComment($id: ID!) {\n    approveStoryComment(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminApproveStoryCommentDocument,
    "\n  mutation AdminDeleteStoryComment($id: ID!) {\n    deleteStoryComment(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteStoryCommentDocument,
    "\n  query AdminStoryForEdit($id: ID!) {\n    story(id: $id) {\n      id\n      title\n      storyImage\n      postDate\n      studentName\n      companyName\n      role\n      placementPackage\n      companyLogo\n      storyContent\n      published\n      updatedAt\n    }\n  }\n": typeof types.AdminStoryForEditDocument,
    "\n  mutation AdminCreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.AdminCreateStoryDocument,
    "\n  mutation AdminUpdateStory($id: ID!, $input: StoryUpdateInput!, $baseUpdatedAt: DateTime) {\n    updateStory(id: $id, input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateStoryDocument,
    "\n  query AdminStories($first: Int!, $after: String) {\n    stories(first: $first, after: $after, includeDrafts: true) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          studentName\n          storyContent\n          postDate\n          published\n        }\n      }\n    }\n  }\n": typeof types.AdminStoriesDocument,
    "\n  mutation AdminPublishStory($id: ID!) {\n    publishStory(id: $id) {\n      id\n      published\n    }\n  }\n": typeof types.AdminPublishStoryDocument,
    "\n  mutation AdminUnpublishStory($id: ID!) {\n    unpublishStory(id: $id) {\n      id\n      published\n    }\n  }\n": typeof types.AdminUnpublishStoryDocument,
    "\n  mutation AdminDeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteStoryDocument,
    "\n  query AdminTrash($first: Int!, $after: String, $entity: String) {\n    trash(first: $first, after: $after, entity: $entity) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          entity\n          entityId\n          label\n          deletedAt\n          deletedByUsername\n          purgeAfter\n        }\n      }\n    }\n  }\n": typeof types.AdminTrashDocument,
    "\n  mutation AdminRestoreTrashItem($id: ID!) {\n    restoreTrashItem(id: $id) {\n      entity\n      entityId\n    }\n  }\n": typeof types.AdminRestoreTrashItemDocument,
    "\n  mutation AdminPurgeTrashItem($id: ID!) {\n    purgeTrashItem(id: $id) {\n      entityId\n    }\n  }\n": typeof types.AdminPurgeTrashItemDocument,
    "\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      role\n      createdAt\n      assignedLeadCount\n      assignedFollowUpCount\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminCreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteUserDocument,
};
const documents: Documents = {
    "\n  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n": types.AdminChangeMyPasswordDocument,
    "\n  query AdminMyNotifications {\n    me {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n": types.AdminMyNotificationsDocument,
    "\n  mutation AdminUpdateMyNotifications($newLeads: Boolean, $followUps: Boolean) {\n    updateMyNotifications(newLeads: $newLeads, followUps: $followUps) {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n": types.AdminUpdateMyNotificationsDocument,
    "\n  query AdminApplication($id: ID!) {\n    pipelineApplication(id: $id) {\n      id\n      name\n      email\n      phone\n      note\n      jobPostId\n      jobTitle\n      companyname\n      stage\n      stageChangedAt\n      createdAt\n      updatedAt\n      staffNotes\n      anonymised\n      allowedStages\n      cv {\n        fileName\n        size\n        downloadPath\n      }\n      story {\n        id\n        title\n        published\n      }\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n": types.AdminApplicationDocument,
    "\n  mutation AdminMoveApplication($id: ID!, $stage: String!, $note: String) {\n    moveApplication(id: $id, stage: $stage, note: $note) {\n      id\n      stage\n      stageChangedAt\n      updatedAt\n      allowedStages\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n": types.AdminMoveApplicationDocument,
    "\n  mutation AdminUpdateApplicationNotes($id: ID!, $staffNotes: String!, $baseUpdatedAt: DateTime) {\n    updateApplicationNotes(id: $id, staffNotes: $staffNotes, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      staffNotes\n      updatedAt\n      timeline {\n        id\n        kind\n        actorName\n        createdAt\n      }\n    }\n  }\n": types.AdminUpdateApplicationNotesDocument,
    "\n  mutation AdminCreateStoryFromApplication($id: ID!) {\n    createStoryFromApplication(id: $id) {\n      id\n      title\n      published\n    }\n  }\n": types.AdminCreateStoryFromApplicationDocument,
    "\n  fragment AdminApplicationRow on PipelineApplication {\n    id\n    name\n    email\n    phone\n    jobPostId\n    jobTitle\n    companyname\n    stage\n    stageChangedAt\n    createdAt\n    anonymised\n    cv {\n      fileName\n    }\n  }\n": types.AdminApplicationRowFragmentDoc,
    "\n  query AdminApplications($first: Int!, $after: String, $search: String, $jobPostId: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime) {\n    pipelineApplications(first: $first, after: $after, search: $search, jobPostId: $jobPostId, stage: $stage, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminApplicationRow\n        }\n      }\n    }\n  }\n": types.AdminApplicationsDocument,
    "\n  query AdminPipelineFilters($jobPostId: ID) {\n    pipelineJobs {\n      jobPostId\n      title\n      companyname\n      applicationCount\n    }\n    applicationStageCounts(jobPostId: $jobPostId) {\n      stage\n      count\n    }\n  }\n": types.AdminPipelineFiltersDocument,
    "\n  query AdminApplicationsJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n    }\n  }\n": types.AdminApplicationsJobDocument,
    "\n  query AdminPipelineSummary {\n    adminDashboard {\n      placements\n      applicationsByStage {\n        stage\n        count\n      }\n    }\n  }\n": types.AdminPipelineSummaryDocument,
    "\n  query AdminAuditLog($first: Int!, $after: String, $entity: String, $action: String, $actor: String) {\n    auditLog(first: $first, after: $after, entity: $entity, action: $action, actor: $actor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          createdAt\n          actorUsername\n          action\n          entity\n          entityId\n          before\n          after\n          clientAddress\n        }\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminSiteName {\n    siteSettings {\n      siteName\n    }\n  }\n": types.AdminSiteNameDocument,
    "\n  mutation AdminUndoDelete($entity: String!, $id: ID!) {\n    undoDelete(entity: $entity, id: $id) {\n      entity\n      entityId\n    }\n  }\n": types.AdminUndoDeleteDocument,
    "\n  query AdminCourses {\n    courses {\n      id\n      slug\n      path\n      label\n      position\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n": types.AdminCoursesDocument,
    "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      slug\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n": types.AdminCourseDocument,
    "\n  mutation AdminCreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      slug\n      path\n      label\n    }\n  }\n": types.AdminCreateCourseDocument,
    "\n  mutation AdminSaveCourseDraft($id: ID!, $baseVersion: Int!, $content: CourseContent!, $path: String, $aliases: [String!], $position: Int) {\n    saveCourseDraft(id: $id, baseVersion: $baseVersion, content: $content, path: $path, aliases: $aliases, position: $position) {\n      id\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n": types.AdminSaveCourseDraftDocument,
    "\n  mutation AdminPublishCourse($id: ID!, $baseVersion: Int!) {\n    publishCourse(id: $id, baseVersion: $baseVersion) {\n      course {\n        id\n        label\n        draftVersion\n        isPublished\n        hasUnpublishedChanges\n        publishedAt\n        publishedRevision\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": types.AdminPublishCourseDocument,
    "\n  query AdminCourseRevisions($courseId: ID!) {\n    courseRevisions(courseId: $courseId) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n    }\n  }\n": types.AdminCourseRevisionsDocument,
    "\n  query AdminCourseRevisionComparison($courseId: ID!, $number: Int!) {\n    courseRevisionComparison(courseId: $courseId, number: $number) {\n      revision {\n        id\n        number\n      }\n      differences {\n        name\n        kind\n        change\n      }\n      summary\n    }\n  }\n": types.AdminCourseRevisionComparisonDocument,
    "\n  mutation AdminRestoreCourseRevision($id: ID!, $number: Int!) {\n    restoreCourseRevision(id: $id, number: $number) {\n      course {\n        id\n        draftVersion\n        publishedRevision\n        hasUnpublishedChanges\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": types.AdminRestoreCourseRevisionDocument,
    "\n  mutation AdminUnpublishCourse($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n": types.AdminUnpublishCourseDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      jobPostCount\n      storyCount\n      userCount\n      latestJobPosts {\n        id\n        title\n        companyname\n        location\n        createdAt\n      }\n    }\n    # Only the count: the leads waiting for a first call.\n    newLeads: leads(status: NEW, first: 1) {\n      totalCount\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query JobAlertDigestStatus {\n    jobAlertDigestStatus {\n      dailyTime\n      activeAlerts\n      pausedAlerts\n      lastDailyRun {\n        id\n        day\n        startedAt\n        finishedAt\n        mails\n      }\n      lastRun {\n        id\n        startedAt\n        finishedAt\n        mails\n        startedBy\n      }\n    }\n  }\n": types.JobAlertDigestStatusDocument,
    "\n  mutation RunJobAlertDigest {\n    runJobAlertDigest {\n      mails\n      alerts\n      run {\n        id\n        finishedAt\n      }\n    }\n  }\n": types.RunJobAlertDigestDocument,
    "\n  query AdminLeadDashboard($range: DashboardRange!) {\n    leadDashboard(range: $range) {\n      range\n      from\n      to\n      buckets {\n        start\n        end\n        label\n      }\n      byCourse {\n        key\n        label\n        counts\n      }\n      bySource {\n        key\n        label\n        counts\n      }\n      statusFunnel {\n        status\n        count\n      }\n      followUps {\n        counsellor {\n          id\n          name\n        }\n        dueToday\n        overdue\n      }\n      placementFunnel {\n        stage\n        count\n      }\n    }\n  }\n": types.AdminLeadDashboardDocument,
    "\n  query AdminJobPostForEdit($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      status\n      closesAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n      version\n    }\n  }\n": types.AdminJobPostForEditDocument,
    "\n  mutation AdminCreateJobPost($input: JobPostInput!) {\n    createJobPost(input: $input) {\n      id\n      title\n    }\n  }\n": types.AdminCreateJobPostDocument,
    "\n  mutation AdminUpdateJobPost($id: ID!, $input: JobPostUpdateInput!, $baseVersion: Int) {\n    updateJobPost(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      title\n      version\n    }\n  }\n": types.AdminUpdateJobPostDocument,
    "\n  query AdminJobPostRevisions($jobPostId: ID!, $before: Int) {\n    jobPostRevisions(jobPostId: $jobPostId, before: $before) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n      current\n    }\n  }\n": types.AdminJobPostRevisionsDocument,
    "\n  query AdminJobPostRevisionChanges($jobPostId: ID!, $number: Int!) {\n    jobPostRevisionChanges(jobPostId: $jobPostId, number: $number) {\n      revision {\n        id\n        number\n      }\n      changes {\n        field\n        label\n        version\n        current\n      }\n    }\n  }\n": types.AdminJobPostRevisionChangesDocument,
    "\n  mutation AdminRestoreJobPostRevision($jobPostId: ID!, $number: Int!) {\n    restoreJobPostRevision(jobPostId: $jobPostId, number: $number) {\n      jobPost {\n        id\n        title\n        salary\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n": types.AdminRestoreJobPostRevisionDocument,
    "\n  query AdminJobPosts($first: Int!, $after: String, $search: String, $states: [JobState!]!) {\n    jobPosts(first: $first, after: $after, search: $search, states: $states) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          companyname\n          location\n          createdAt\n          state\n          closesAt\n          filledAt\n          applicationCount\n        }\n      }\n    }\n  }\n": types.AdminJobPostsDocument,
    "\n  mutation AdminCloseJobPostAsFilled($id: ID!) {\n    closeJobPostAsFilled(id: $id) {\n      id\n      state\n    }\n  }\n": types.AdminCloseJobPostAsFilledDocument,
    "\n  mutation AdminReopenJobPost($id: ID!) {\n    reopenJobPost(id: $id) {\n      id\n      state\n      closesAt\n    }\n  }\n": types.AdminReopenJobPostDocument,
    "\n  mutation AdminDuplicateJobPost($id: ID!) {\n    duplicateJobPost(id: $id) {\n      id\n      title\n    }\n  }\n": types.AdminDuplicateJobPostDocument,
    "\n  mutation AdminDeleteJobPost($id: ID!) {\n    deleteJobPost(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteJobPostDocument,
    "\n  query AdminJobPreview($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n": types.AdminJobPreviewDocument,
    "\n  mutation AdminUpdateLeadContact($id: ID!, $input: LeadContactInput!) {\n    updateLeadContact(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      whatsapp\n    }\n  }\n": types.AdminUpdateLeadContactDocument,
    "\n  mutation AdminUpdateLead($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLead\n    }\n  }\n": types.AdminUpdateLeadDocument,
    "\n  fragment AdminLeadDetail on Lead {\n    ...AdminLead\n    enquiryCount\n    otherContacts {\n      kind\n      value\n    }\n    timeline {\n      ...AdminLeadTimelineEntry\n    }\n  }\n": types.AdminLeadDetailFragmentDoc,
    "\n  query AdminLeadPage($id: ID!) {\n    lead(id: $id) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminLeadPageDocument,
    "\n  mutation AdminLeadStatus($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminLeadStatusDocument,
    "\n  mutation AdminAddLeadNote($id: ID!, $text: String!) {\n    addLeadNote(id: $id, text: $text) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminAddLeadNoteDocument,
    "\n  mutation AdminAssignLead($id: ID!, $assigneeId: ID) {\n    assignLead(id: $id, assigneeId: $assigneeId) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminAssignLeadDocument,
    "\n  mutation AdminSetLeadFollowUp($id: ID!, $at: DateTime!, $note: String) {\n    setLeadFollowUp(id: $id, at: $at, note: $note) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminSetLeadFollowUpDocument,
    "\n  mutation AdminCompleteLeadFollowUp($id: ID!, $outcome: FollowUpOutcome!, $text: String, $nextAt: DateTime, $nextNote: String) {\n    completeLeadFollowUp(id: $id, outcome: $outcome, text: $text, nextAt: $nextAt, nextNote: $nextNote) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminCompleteLeadFollowUpDocument,
    "\n  query AdminLeadMergeCandidates($search: String!) {\n    leads(first: 6, search: $search) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          courseName\n          status\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminLeadMergeCandidatesDocument,
    "\n  mutation AdminMergeLeads($keepId: ID!, $mergeId: ID!) {\n    mergeLeads(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminLeadDetail\n    }\n  }\n": types.AdminMergeLeadsDocument,
    "\n  fragment AdminLeadTimelineEntry on LeadTimelineEntry {\n    id\n    kind\n    at\n    authorName\n    text\n    fromStatus\n    toStatus\n    fromAssignee\n    toAssignee\n    followUpAt\n    outcome\n    mailTo\n    mailState\n    mergedLeadName\n    mergedLeadEmail\n    contactChanges {\n      field\n      from\n      to\n    }\n    enquiry {\n      id\n      at\n      course\n      courseName\n      name\n      email\n      phone\n      sourcePage\n      sourceButton\n      wantsSyllabus\n      utmSource\n      utmMedium\n      utmCampaign\n      utmTerm\n      utmContent\n      consentText\n    }\n  }\n": types.AdminLeadTimelineEntryFragmentDoc,
    "\n  query AdminCounsellors {\n    counsellors {\n      id\n      name\n    }\n  }\n": types.AdminCounsellorsDocument,
    "\n  query AdminFollowUpCounts($assigneeId: ID, $unassigned: Boolean) {\n    followUpCounts(assigneeId: $assigneeId, unassigned: $unassigned) {\n      dueToday\n      overdue\n      upcoming\n    }\n  }\n": types.AdminFollowUpCountsDocument,
    "\n  mutation AdminDeleteLead($id: ID!) {\n    deleteLead(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteLeadDocument,
    "\n  fragment AdminLead on Lead {\n    id\n    name\n    email\n    phone\n    whatsapp\n    designation\n    experience\n    course\n    courseName\n    sourcePage\n    sourceButton\n    wantsSyllabus\n    status\n    notes\n    submissions\n    source\n    campaign\n    assignee {\n      id\n      name\n      role\n    }\n    nextFollowUpAt\n    nextFollowUpNote\n    followUpView\n    createdAt\n    updatedAt\n  }\n": types.AdminLeadFragmentDoc,
    "\n  query AdminLeads(\n    $first: Int!\n    $after: String\n    $search: String\n    $course: String\n    $status: LeadStatus\n    $from: DateTime\n    $to: DateTime\n    $source: LeadSource\n    $assigneeId: ID\n    $unassigned: Boolean\n    $followUp: FollowUpView\n  ) {\n    leads(\n      first: $first\n      after: $after\n      search: $search\n      course: $course\n      status: $status\n      from: $from\n      to: $to\n      source: $source\n      assigneeId: $assigneeId\n      unassigned: $unassigned\n      followUp: $followUp\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminLead\n        }\n      }\n    }\n  }\n": types.AdminLeadsDocument,
    "\n  query AdminLeadCourses {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n": types.AdminLeadCoursesDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      success\n      message\n      accessToken\n      user {\n        ...AdminSessionUser\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query AdminOutbox($first: Int!, $after: String, $state: MailState) {\n    mailDelivery {\n      configured\n      server\n      from\n      queued\n      failed\n    }\n    outboxMails(first: $first, after: $after, state: $state) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          kind\n          to\n          subject\n          state\n          attempts\n          lastError\n          nextAttemptAt\n          sentAt\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminOutboxDocument,
    "\n  query AdminOutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      id\n      text\n      html\n    }\n  }\n": types.AdminOutboxMailDocument,
    "\n  mutation AdminResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      sentAt\n    }\n  }\n": types.AdminResendMailDocument,
    "\n  fragment AdminSessionUser on User {\n    id\n    name\n    username\n    email\n    role\n  }\n": types.AdminSessionUserFragmentDoc,
    "\n  query AdminMe {\n    me {\n      ...AdminSessionUser\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  query AdminLeadSettings {\n    leadSettings {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n    counsellors {\n      id\n      name\n      username\n    }\n    publishedCourses {\n      slug\n      label\n    }\n  }\n": types.AdminLeadSettingsDocument,
    "\n  mutation AdminUpdateLeadSettings($input: LeadSettingsInput!) {\n    updateLeadSettings(input: $input) {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n  }\n": types.AdminUpdateLeadSettingsDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $baseUpdatedAt: DateTime) {\n    updateSiteSettings(input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n": types.AdminUpdateSiteSettingsDocument,
    "\n  query AdminPendingStoryComments {\n    pendingStoryComments {\n      id\n      authorLabel\n      body\n      createdAt\n      storyId\n      storyTitle\n    }\n  }\n": types.AdminPendingStoryCommentsDocument,
    "\n  mutation AdminApproveStoryComment($id: ID!) {\n    approveStoryComment(id: $id) {\n      id\n    }\n  }\n": types.AdminApproveStoryCommentDocument,
    "\n  mutation AdminDeleteStoryComment($id: ID!) {\n    deleteStoryComment(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteStoryCommentDocument,
    "\n  query AdminStoryForEdit($id: ID!) {\n    story(id: $id) {\n      id\n      title\n      storyImage\n      postDate\n      studentName\n      companyName\n      role\n      placementPackage\n      companyLogo\n      storyContent\n      published\n      updatedAt\n    }\n  }\n": types.AdminStoryForEditDocument,
    "\n  mutation AdminCreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      id\n      title\n    }\n  }\n": types.AdminCreateStoryDocument,
    "\n  mutation AdminUpdateStory($id: ID!, $input: StoryUpdateInput!, $baseUpdatedAt: DateTime) {\n    updateStory(id: $id, input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.AdminUpdateStoryDocument,
    "\n  query AdminStories($first: Int!, $after: String) {\n    stories(first: $first, after: $after, includeDrafts: true) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          studentName\n          storyContent\n          postDate\n          published\n        }\n      }\n    }\n  }\n": types.AdminStoriesDocument,
    "\n  mutation AdminPublishStory($id: ID!) {\n    publishStory(id: $id) {\n      id\n      published\n    }\n  }\n": types.AdminPublishStoryDocument,
    "\n  mutation AdminUnpublishStory($id: ID!) {\n    unpublishStory(id: $id) {\n      id\n      published\n    }\n  }\n": types.AdminUnpublishStoryDocument,
    "\n  mutation AdminDeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteStoryDocument,
    "\n  query AdminTrash($first: Int!, $after: String, $entity: String) {\n    trash(first: $first, after: $after, entity: $entity) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          entity\n          entityId\n          label\n          deletedAt\n          deletedByUsername\n          purgeAfter\n        }\n      }\n    }\n  }\n": types.AdminTrashDocument,
    "\n  mutation AdminRestoreTrashItem($id: ID!) {\n    restoreTrashItem(id: $id) {\n      entity\n      entityId\n    }\n  }\n": types.AdminRestoreTrashItemDocument,
    "\n  mutation AdminPurgeTrashItem($id: ID!) {\n    purgeTrashItem(id: $id) {\n      entityId\n    }\n  }\n": types.AdminPurgeTrashItemDocument,
    "\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      role\n      createdAt\n      assignedLeadCount\n      assignedFollowUpCount\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation AdminCreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMyNotifications {\n    me {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n"): (typeof documents)["\n  query AdminMyNotifications {\n    me {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMyNotifications($newLeads: Boolean, $followUps: Boolean) {\n    updateMyNotifications(newLeads: $newLeads, followUps: $followUps) {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMyNotifications($newLeads: Boolean, $followUps: Boolean) {\n    updateMyNotifications(newLeads: $newLeads, followUps: $followUps) {\n      id\n      notifyNewLeads\n      notifyFollowUps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplication($id: ID!) {\n    pipelineApplication(id: $id) {\n      id\n      name\n      email\n      phone\n      note\n      jobPostId\n      jobTitle\n      companyname\n      stage\n      stageChangedAt\n      createdAt\n      updatedAt\n      staffNotes\n      anonymised\n      allowedStages\n      cv {\n        fileName\n        size\n        downloadPath\n      }\n      story {\n        id\n        title\n        published\n      }\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApplication($id: ID!) {\n    pipelineApplication(id: $id) {\n      id\n      name\n      email\n      phone\n      note\n      jobPostId\n      jobTitle\n      companyname\n      stage\n      stageChangedAt\n      createdAt\n      updatedAt\n      staffNotes\n      anonymised\n      allowedStages\n      cv {\n        fileName\n        size\n        downloadPath\n      }\n      story {\n        id\n        title\n        published\n      }\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMoveApplication($id: ID!, $stage: String!, $note: String) {\n    moveApplication(id: $id, stage: $stage, note: $note) {\n      id\n      stage\n      stageChangedAt\n      updatedAt\n      allowedStages\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMoveApplication($id: ID!, $stage: String!, $note: String) {\n    moveApplication(id: $id, stage: $stage, note: $note) {\n      id\n      stage\n      stageChangedAt\n      updatedAt\n      allowedStages\n      timeline {\n        id\n        kind\n        fromStage\n        toStage\n        actorName\n        note\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateApplicationNotes($id: ID!, $staffNotes: String!, $baseUpdatedAt: DateTime) {\n    updateApplicationNotes(id: $id, staffNotes: $staffNotes, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      staffNotes\n      updatedAt\n      timeline {\n        id\n        kind\n        actorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateApplicationNotes($id: ID!, $staffNotes: String!, $baseUpdatedAt: DateTime) {\n    updateApplicationNotes(id: $id, staffNotes: $staffNotes, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      staffNotes\n      updatedAt\n      timeline {\n        id\n        kind\n        actorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateStoryFromApplication($id: ID!) {\n    createStoryFromApplication(id: $id) {\n      id\n      title\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateStoryFromApplication($id: ID!) {\n    createStoryFromApplication(id: $id) {\n      id\n      title\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminApplicationRow on PipelineApplication {\n    id\n    name\n    email\n    phone\n    jobPostId\n    jobTitle\n    companyname\n    stage\n    stageChangedAt\n    createdAt\n    anonymised\n    cv {\n      fileName\n    }\n  }\n"): (typeof documents)["\n  fragment AdminApplicationRow on PipelineApplication {\n    id\n    name\n    email\n    phone\n    jobPostId\n    jobTitle\n    companyname\n    stage\n    stageChangedAt\n    createdAt\n    anonymised\n    cv {\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplications($first: Int!, $after: String, $search: String, $jobPostId: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime) {\n    pipelineApplications(first: $first, after: $after, search: $search, jobPostId: $jobPostId, stage: $stage, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminApplicationRow\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApplications($first: Int!, $after: String, $search: String, $jobPostId: ID, $stage: ApplicationStage, $from: DateTime, $to: DateTime) {\n    pipelineApplications(first: $first, after: $after, search: $search, jobPostId: $jobPostId, stage: $stage, from: $from, to: $to) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminApplicationRow\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPipelineFilters($jobPostId: ID) {\n    pipelineJobs {\n      jobPostId\n      title\n      companyname\n      applicationCount\n    }\n    applicationStageCounts(jobPostId: $jobPostId) {\n      stage\n      count\n    }\n  }\n"): (typeof documents)["\n  query AdminPipelineFilters($jobPostId: ID) {\n    pipelineJobs {\n      jobPostId\n      title\n      companyname\n      applicationCount\n    }\n    applicationStageCounts(jobPostId: $jobPostId) {\n      stage\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApplicationsJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n    }\n  }\n"): (typeof documents)["\n  query AdminApplicationsJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPipelineSummary {\n    adminDashboard {\n      placements\n      applicationsByStage {\n        stage\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPipelineSummary {\n    adminDashboard {\n      placements\n      applicationsByStage {\n        stage\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($first: Int!, $after: String, $entity: String, $action: String, $actor: String) {\n    auditLog(first: $first, after: $after, entity: $entity, action: $action, actor: $actor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          createdAt\n          actorUsername\n          action\n          entity\n          entityId\n          before\n          after\n          clientAddress\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($first: Int!, $after: String, $entity: String, $action: String, $actor: String) {\n    auditLog(first: $first, after: $after, entity: $entity, action: $action, actor: $actor) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          createdAt\n          actorUsername\n          action\n          entity\n          entityId\n          before\n          after\n          clientAddress\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteName {\n    siteSettings {\n      siteName\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteName {\n    siteSettings {\n      siteName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUndoDelete($entity: String!, $id: ID!) {\n    undoDelete(entity: $entity, id: $id) {\n      entity\n      entityId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUndoDelete($entity: String!, $id: ID!) {\n    undoDelete(entity: $entity, id: $id) {\n      entity\n      entityId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourses {\n    courses {\n      id\n      slug\n      path\n      label\n      position\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n"): (typeof documents)["\n  query AdminCourses {\n    courses {\n      id\n      slug\n      path\n      label\n      position\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      slug\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n"): (typeof documents)["\n  query AdminCourse($id: ID!) {\n    course(id: $id) {\n      id\n      slug\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedAt\n      publishedRevision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      slug\n      path\n      label\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCourse($input: CreateCourseInput!) {\n    createCourse(input: $input) {\n      id\n      slug\n      path\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCourseDraft($id: ID!, $baseVersion: Int!, $content: CourseContent!, $path: String, $aliases: [String!], $position: Int) {\n    saveCourseDraft(id: $id, baseVersion: $baseVersion, content: $content, path: $path, aliases: $aliases, position: $position) {\n      id\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCourseDraft($id: ID!, $baseVersion: Int!, $content: CourseContent!, $path: String, $aliases: [String!], $position: Int) {\n    saveCourseDraft(id: $id, baseVersion: $baseVersion, content: $content, path: $path, aliases: $aliases, position: $position) {\n      id\n      path\n      aliases\n      label\n      position\n      draft\n      draftVersion\n      draftUpdatedAt\n      draftUpdatedByName\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishCourse($id: ID!, $baseVersion: Int!) {\n    publishCourse(id: $id, baseVersion: $baseVersion) {\n      course {\n        id\n        label\n        draftVersion\n        isPublished\n        hasUnpublishedChanges\n        publishedAt\n        publishedRevision\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPublishCourse($id: ID!, $baseVersion: Int!) {\n    publishCourse(id: $id, baseVersion: $baseVersion) {\n      course {\n        id\n        label\n        draftVersion\n        isPublished\n        hasUnpublishedChanges\n        publishedAt\n        publishedRevision\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourseRevisions($courseId: ID!) {\n    courseRevisions(courseId: $courseId) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminCourseRevisions($courseId: ID!) {\n    courseRevisions(courseId: $courseId) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCourseRevisionComparison($courseId: ID!, $number: Int!) {\n    courseRevisionComparison(courseId: $courseId, number: $number) {\n      revision {\n        id\n        number\n      }\n      differences {\n        name\n        kind\n        change\n      }\n      summary\n    }\n  }\n"): (typeof documents)["\n  query AdminCourseRevisionComparison($courseId: ID!, $number: Int!) {\n    courseRevisionComparison(courseId: $courseId, number: $number) {\n      revision {\n        id\n        number\n      }\n      differences {\n        name\n        kind\n        change\n      }\n      summary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreCourseRevision($id: ID!, $number: Int!) {\n    restoreCourseRevision(id: $id, number: $number) {\n      course {\n        id\n        draftVersion\n        publishedRevision\n        hasUnpublishedChanges\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreCourseRevision($id: ID!, $number: Int!) {\n    restoreCourseRevision(id: $id, number: $number) {\n      course {\n        id\n        draftVersion\n        publishedRevision\n        hasUnpublishedChanges\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnpublishCourse($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnpublishCourse($id: ID!) {\n    unpublishCourse(id: $id) {\n      id\n      isPublished\n      hasUnpublishedChanges\n      publishedRevision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      jobPostCount\n      storyCount\n      userCount\n      latestJobPosts {\n        id\n        title\n        companyname\n        location\n        createdAt\n      }\n    }\n    # Only the count: the leads waiting for a first call.\n    newLeads: leads(status: NEW, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      jobPostCount\n      storyCount\n      userCount\n      latestJobPosts {\n        id\n        title\n        companyname\n        location\n        createdAt\n      }\n    }\n    # Only the count: the leads waiting for a first call.\n    newLeads: leads(status: NEW, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobAlertDigestStatus {\n    jobAlertDigestStatus {\n      dailyTime\n      activeAlerts\n      pausedAlerts\n      lastDailyRun {\n        id\n        day\n        startedAt\n        finishedAt\n        mails\n      }\n      lastRun {\n        id\n        startedAt\n        finishedAt\n        mails\n        startedBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobAlertDigestStatus {\n    jobAlertDigestStatus {\n      dailyTime\n      activeAlerts\n      pausedAlerts\n      lastDailyRun {\n        id\n        day\n        startedAt\n        finishedAt\n        mails\n      }\n      lastRun {\n        id\n        startedAt\n        finishedAt\n        mails\n        startedBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunJobAlertDigest {\n    runJobAlertDigest {\n      mails\n      alerts\n      run {\n        id\n        finishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunJobAlertDigest {\n    runJobAlertDigest {\n      mails\n      alerts\n      run {\n        id\n        finishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadDashboard($range: DashboardRange!) {\n    leadDashboard(range: $range) {\n      range\n      from\n      to\n      buckets {\n        start\n        end\n        label\n      }\n      byCourse {\n        key\n        label\n        counts\n      }\n      bySource {\n        key\n        label\n        counts\n      }\n      statusFunnel {\n        status\n        count\n      }\n      followUps {\n        counsellor {\n          id\n          name\n        }\n        dueToday\n        overdue\n      }\n      placementFunnel {\n        stage\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadDashboard($range: DashboardRange!) {\n    leadDashboard(range: $range) {\n      range\n      from\n      to\n      buckets {\n        start\n        end\n        label\n      }\n      byCourse {\n        key\n        label\n        counts\n      }\n      bySource {\n        key\n        label\n        counts\n      }\n      statusFunnel {\n        status\n        count\n      }\n      followUps {\n        counsellor {\n          id\n          name\n        }\n        dueToday\n        overdue\n      }\n      placementFunnel {\n        stage\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobPostForEdit($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      status\n      closesAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminJobPostForEdit($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      status\n      closesAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateJobPost($input: JobPostInput!) {\n    createJobPost(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateJobPost($input: JobPostInput!) {\n    createJobPost(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateJobPost($id: ID!, $input: JobPostUpdateInput!, $baseVersion: Int) {\n    updateJobPost(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      title\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateJobPost($id: ID!, $input: JobPostUpdateInput!, $baseVersion: Int) {\n    updateJobPost(id: $id, input: $input, baseVersion: $baseVersion) {\n      id\n      title\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobPostRevisions($jobPostId: ID!, $before: Int) {\n    jobPostRevisions(jobPostId: $jobPostId, before: $before) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query AdminJobPostRevisions($jobPostId: ID!, $before: Int) {\n    jobPostRevisions(jobPostId: $jobPostId, before: $before) {\n      id\n      number\n      summary\n      authorName\n      restoredFrom\n      createdAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobPostRevisionChanges($jobPostId: ID!, $number: Int!) {\n    jobPostRevisionChanges(jobPostId: $jobPostId, number: $number) {\n      revision {\n        id\n        number\n      }\n      changes {\n        field\n        label\n        version\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJobPostRevisionChanges($jobPostId: ID!, $number: Int!) {\n    jobPostRevisionChanges(jobPostId: $jobPostId, number: $number) {\n      revision {\n        id\n        number\n      }\n      changes {\n        field\n        label\n        version\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreJobPostRevision($jobPostId: ID!, $number: Int!) {\n    restoreJobPostRevision(jobPostId: $jobPostId, number: $number) {\n      jobPost {\n        id\n        title\n        salary\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreJobPostRevision($jobPostId: ID!, $number: Int!) {\n    restoreJobPostRevision(jobPostId: $jobPostId, number: $number) {\n      jobPost {\n        id\n        title\n        salary\n      }\n      revision {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobPosts($first: Int!, $after: String, $search: String, $states: [JobState!]!) {\n    jobPosts(first: $first, after: $after, search: $search, states: $states) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          companyname\n          location\n          createdAt\n          state\n          closesAt\n          filledAt\n          applicationCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJobPosts($first: Int!, $after: String, $search: String, $states: [JobState!]!) {\n    jobPosts(first: $first, after: $after, search: $search, states: $states) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          companyname\n          location\n          createdAt\n          state\n          closesAt\n          filledAt\n          applicationCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseJobPostAsFilled($id: ID!) {\n    closeJobPostAsFilled(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCloseJobPostAsFilled($id: ID!) {\n    closeJobPostAsFilled(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReopenJobPost($id: ID!) {\n    reopenJobPost(id: $id) {\n      id\n      state\n      closesAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReopenJobPost($id: ID!) {\n    reopenJobPost(id: $id) {\n      id\n      state\n      closesAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDuplicateJobPost($id: ID!) {\n    duplicateJobPost(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDuplicateJobPost($id: ID!) {\n    duplicateJobPost(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteJobPost($id: ID!) {\n    deleteJobPost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteJobPost($id: ID!) {\n    deleteJobPost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobPreview($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n"): (typeof documents)["\n  query AdminJobPreview($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      salary\n      category\n      employmentType\n      content\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateLeadContact($id: ID!, $input: LeadContactInput!) {\n    updateLeadContact(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      whatsapp\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateLeadContact($id: ID!, $input: LeadContactInput!) {\n    updateLeadContact(id: $id, input: $input) {\n      id\n      name\n      email\n      phone\n      whatsapp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateLead($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLead\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateLead($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLeadDetail on Lead {\n    ...AdminLead\n    enquiryCount\n    otherContacts {\n      kind\n      value\n    }\n    timeline {\n      ...AdminLeadTimelineEntry\n    }\n  }\n"): (typeof documents)["\n  fragment AdminLeadDetail on Lead {\n    ...AdminLead\n    enquiryCount\n    otherContacts {\n      kind\n      value\n    }\n    timeline {\n      ...AdminLeadTimelineEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadPage($id: ID!) {\n    lead(id: $id) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadPage($id: ID!) {\n    lead(id: $id) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLeadStatus($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLeadStatus($id: ID!, $input: LeadUpdateInput!) {\n    updateLead(id: $id, input: $input) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddLeadNote($id: ID!, $text: String!) {\n    addLeadNote(id: $id, text: $text) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddLeadNote($id: ID!, $text: String!) {\n    addLeadNote(id: $id, text: $text) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignLead($id: ID!, $assigneeId: ID) {\n    assignLead(id: $id, assigneeId: $assigneeId) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignLead($id: ID!, $assigneeId: ID) {\n    assignLead(id: $id, assigneeId: $assigneeId) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetLeadFollowUp($id: ID!, $at: DateTime!, $note: String) {\n    setLeadFollowUp(id: $id, at: $at, note: $note) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetLeadFollowUp($id: ID!, $at: DateTime!, $note: String) {\n    setLeadFollowUp(id: $id, at: $at, note: $note) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCompleteLeadFollowUp($id: ID!, $outcome: FollowUpOutcome!, $text: String, $nextAt: DateTime, $nextNote: String) {\n    completeLeadFollowUp(id: $id, outcome: $outcome, text: $text, nextAt: $nextAt, nextNote: $nextNote) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCompleteLeadFollowUp($id: ID!, $outcome: FollowUpOutcome!, $text: String, $nextAt: DateTime, $nextNote: String) {\n    completeLeadFollowUp(id: $id, outcome: $outcome, text: $text, nextAt: $nextAt, nextNote: $nextNote) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadMergeCandidates($search: String!) {\n    leads(first: 6, search: $search) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          courseName\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadMergeCandidates($search: String!) {\n    leads(first: 6, search: $search) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          courseName\n          status\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMergeLeads($keepId: ID!, $mergeId: ID!) {\n    mergeLeads(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminLeadDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMergeLeads($keepId: ID!, $mergeId: ID!) {\n    mergeLeads(keepId: $keepId, mergeId: $mergeId) {\n      ...AdminLeadDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLeadTimelineEntry on LeadTimelineEntry {\n    id\n    kind\n    at\n    authorName\n    text\n    fromStatus\n    toStatus\n    fromAssignee\n    toAssignee\n    followUpAt\n    outcome\n    mailTo\n    mailState\n    mergedLeadName\n    mergedLeadEmail\n    contactChanges {\n      field\n      from\n      to\n    }\n    enquiry {\n      id\n      at\n      course\n      courseName\n      name\n      email\n      phone\n      sourcePage\n      sourceButton\n      wantsSyllabus\n      utmSource\n      utmMedium\n      utmCampaign\n      utmTerm\n      utmContent\n      consentText\n    }\n  }\n"): (typeof documents)["\n  fragment AdminLeadTimelineEntry on LeadTimelineEntry {\n    id\n    kind\n    at\n    authorName\n    text\n    fromStatus\n    toStatus\n    fromAssignee\n    toAssignee\n    followUpAt\n    outcome\n    mailTo\n    mailState\n    mergedLeadName\n    mergedLeadEmail\n    contactChanges {\n      field\n      from\n      to\n    }\n    enquiry {\n      id\n      at\n      course\n      courseName\n      name\n      email\n      phone\n      sourcePage\n      sourceButton\n      wantsSyllabus\n      utmSource\n      utmMedium\n      utmCampaign\n      utmTerm\n      utmContent\n      consentText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCounsellors {\n    counsellors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminCounsellors {\n    counsellors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFollowUpCounts($assigneeId: ID, $unassigned: Boolean) {\n    followUpCounts(assigneeId: $assigneeId, unassigned: $unassigned) {\n      dueToday\n      overdue\n      upcoming\n    }\n  }\n"): (typeof documents)["\n  query AdminFollowUpCounts($assigneeId: ID, $unassigned: Boolean) {\n    followUpCounts(assigneeId: $assigneeId, unassigned: $unassigned) {\n      dueToday\n      overdue\n      upcoming\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteLead($id: ID!) {\n    deleteLead(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteLead($id: ID!) {\n    deleteLead(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLead on Lead {\n    id\n    name\n    email\n    phone\n    whatsapp\n    designation\n    experience\n    course\n    courseName\n    sourcePage\n    sourceButton\n    wantsSyllabus\n    status\n    notes\n    submissions\n    source\n    campaign\n    assignee {\n      id\n      name\n      role\n    }\n    nextFollowUpAt\n    nextFollowUpNote\n    followUpView\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminLead on Lead {\n    id\n    name\n    email\n    phone\n    whatsapp\n    designation\n    experience\n    course\n    courseName\n    sourcePage\n    sourceButton\n    wantsSyllabus\n    status\n    notes\n    submissions\n    source\n    campaign\n    assignee {\n      id\n      name\n      role\n    }\n    nextFollowUpAt\n    nextFollowUpNote\n    followUpView\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeads(\n    $first: Int!\n    $after: String\n    $search: String\n    $course: String\n    $status: LeadStatus\n    $from: DateTime\n    $to: DateTime\n    $source: LeadSource\n    $assigneeId: ID\n    $unassigned: Boolean\n    $followUp: FollowUpView\n  ) {\n    leads(\n      first: $first\n      after: $after\n      search: $search\n      course: $course\n      status: $status\n      from: $from\n      to: $to\n      source: $source\n      assigneeId: $assigneeId\n      unassigned: $unassigned\n      followUp: $followUp\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminLead\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminLeads(\n    $first: Int!\n    $after: String\n    $search: String\n    $course: String\n    $status: LeadStatus\n    $from: DateTime\n    $to: DateTime\n    $source: LeadSource\n    $assigneeId: ID\n    $unassigned: Boolean\n    $followUp: FollowUpView\n  ) {\n    leads(\n      first: $first\n      after: $after\n      search: $search\n      course: $course\n      status: $status\n      from: $from\n      to: $to\n      source: $source\n      assigneeId: $assigneeId\n      unassigned: $unassigned\n      followUp: $followUp\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AdminLead\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadCourses {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadCourses {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      success\n      message\n      accessToken\n      user {\n        ...AdminSessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($username: String!, $password: String!) {\n    adminLogin(username: $username, password: $password) {\n      success\n      message\n      accessToken\n      user {\n        ...AdminSessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutbox($first: Int!, $after: String, $state: MailState) {\n    mailDelivery {\n      configured\n      server\n      from\n      queued\n      failed\n    }\n    outboxMails(first: $first, after: $after, state: $state) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          kind\n          to\n          subject\n          state\n          attempts\n          lastError\n          nextAttemptAt\n          sentAt\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOutbox($first: Int!, $after: String, $state: MailState) {\n    mailDelivery {\n      configured\n      server\n      from\n      queued\n      failed\n    }\n    outboxMails(first: $first, after: $after, state: $state) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          kind\n          to\n          subject\n          state\n          attempts\n          lastError\n          nextAttemptAt\n          sentAt\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      id\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query AdminOutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      id\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendMail($id: ID!) {\n    resendMail(id: $id) {\n      id\n      state\n      attempts\n      lastError\n      nextAttemptAt\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSessionUser on User {\n    id\n    name\n    username\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment AdminSessionUser on User {\n    id\n    name\n    username\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      ...AdminSessionUser\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me {\n      ...AdminSessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeadSettings {\n    leadSettings {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n    counsellors {\n      id\n      name\n      username\n    }\n    publishedCourses {\n      slug\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminLeadSettings {\n    leadSettings {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n    counsellors {\n      id\n      name\n      username\n    }\n    publishedCourses {\n      slug\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateLeadSettings($input: LeadSettingsInput!) {\n    updateLeadSettings(input: $input) {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateLeadSettings($input: LeadSettingsInput!) {\n    updateLeadSettings(input: $input) {\n      assignment\n      counsellorIds\n      courseCounsellors {\n        course\n        counsellorIds\n      }\n      duplicateWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $baseUpdatedAt: DateTime) {\n    updateSiteSettings(input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $baseUpdatedAt: DateTime) {\n    updateSiteSettings(input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      city\n      address\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      twitterUrl\n      youtubeUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPendingStoryComments {\n    pendingStoryComments {\n      id\n      authorLabel\n      body\n      createdAt\n      storyId\n      storyTitle\n    }\n  }\n"): (typeof documents)["\n  query AdminPendingStoryComments {\n    pendingStoryComments {\n      id\n      authorLabel\n      body\n      createdAt\n      storyId\n      storyTitle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminApproveStoryComment($id: ID!) {\n    approveStoryComment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminApproveStoryComment($id: ID!) {\n    approveStoryComment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteStoryComment($id: ID!) {\n    deleteStoryComment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteStoryComment($id: ID!) {\n    deleteStoryComment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoryForEdit($id: ID!) {\n    story(id: $id) {\n      id\n      title\n      storyImage\n      postDate\n      studentName\n      companyName\n      role\n      placementPackage\n      companyLogo\n      storyContent\n      published\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminStoryForEdit($id: ID!) {\n    story(id: $id) {\n      id\n      title\n      storyImage\n      postDate\n      studentName\n      companyName\n      role\n      placementPackage\n      companyLogo\n      storyContent\n      published\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateStory($input: StoryInput!) {\n    createStory(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStory($id: ID!, $input: StoryUpdateInput!, $baseUpdatedAt: DateTime) {\n    updateStory(id: $id, input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      title\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateStory($id: ID!, $input: StoryUpdateInput!, $baseUpdatedAt: DateTime) {\n    updateStory(id: $id, input: $input, baseUpdatedAt: $baseUpdatedAt) {\n      id\n      title\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStories($first: Int!, $after: String) {\n    stories(first: $first, after: $after, includeDrafts: true) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          studentName\n          storyContent\n          postDate\n          published\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStories($first: Int!, $after: String) {\n    stories(first: $first, after: $after, includeDrafts: true) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          title\n          studentName\n          storyContent\n          postDate\n          published\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPublishStory($id: ID!) {\n    publishStory(id: $id) {\n      id\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPublishStory($id: ID!) {\n    publishStory(id: $id) {\n      id\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnpublishStory($id: ID!) {\n    unpublishStory(id: $id) {\n      id\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUnpublishStory($id: ID!) {\n    unpublishStory(id: $id) {\n      id\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteStory($id: ID!) {\n    deleteStory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTrash($first: Int!, $after: String, $entity: String) {\n    trash(first: $first, after: $after, entity: $entity) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          entity\n          entityId\n          label\n          deletedAt\n          deletedByUsername\n          purgeAfter\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTrash($first: Int!, $after: String, $entity: String) {\n    trash(first: $first, after: $after, entity: $entity) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          entity\n          entityId\n          label\n          deletedAt\n          deletedByUsername\n          purgeAfter\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreTrashItem($id: ID!) {\n    restoreTrashItem(id: $id) {\n      entity\n      entityId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreTrashItem($id: ID!) {\n    restoreTrashItem(id: $id) {\n      entity\n      entityId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPurgeTrashItem($id: ID!) {\n    purgeTrashItem(id: $id) {\n      entityId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPurgeTrashItem($id: ID!) {\n    purgeTrashItem(id: $id) {\n      entityId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      role\n      createdAt\n      assignedLeadCount\n      assignedFollowUpCount\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    users {\n      id\n      name\n      email\n      username\n      role\n      createdAt\n      assignedLeadCount\n      assignedFollowUpCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: UserInput!) {\n    createUser(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;