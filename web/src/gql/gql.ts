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
    "\n  query PublicCoursePage($path: String!) {\n    coursePage(path: $path) {\n      redirectTo\n      course {\n        slug\n        path\n        label\n        nextBatchDate\n        content\n      }\n    }\n  }\n": typeof types.PublicCoursePageDocument,
    "\n  query CoursePreview($id: ID!) {\n    coursePreview(id: $id) {\n      slug\n      path\n      label\n      nextBatchDate\n      content\n    }\n  }\n": typeof types.CoursePreviewDocument,
    "\n  query PublishedCourseNames {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n": typeof types.PublishedCourseNamesDocument,
    "\n  query LandingCourseCards {\n    publishedCourses {\n      slug\n      path\n      card {\n        image\n        title\n        duration\n        certification\n      }\n    }\n  }\n": typeof types.LandingCourseCardsDocument,
    "\n  query LandingStories($first: Int!) {\n    placements: stories(first: $first, withPackage: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          placementPackage\n        }\n      }\n    }\n    told: stories(first: $first, withText: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          storyContent\n        }\n      }\n    }\n  }\n": typeof types.LandingStoriesDocument,
    "\n  mutation SubmitLead($input: LeadInput!) {\n    submitLead(input: $input) {\n      id\n      created\n    }\n  }\n": typeof types.SubmitLeadDocument,
    "\n  query CurrentLearner {\n    currentLearner {\n      id\n      name\n      email\n      phone\n      emailVerified\n      hasPassword\n      providers\n      cv {\n        fileName\n        size\n        uploadedAt\n      }\n    }\n  }\n": typeof types.CurrentLearnerDocument,
    "\n  query SignInProviders {\n    signInProviders {\n      google\n      linkedin\n    }\n  }\n": typeof types.SignInProvidersDocument,
    "\n  mutation LearnerSignIn($email: String!, $password: String!) {\n    learnerSignIn(email: $email, password: $password) {\n      id\n      name\n    }\n  }\n": typeof types.LearnerSignInDocument,
    "\n  mutation LearnerSignUp($input: LearnerSignUpInput!) {\n    learnerSignUp(input: $input) {\n      message\n    }\n  }\n": typeof types.LearnerSignUpDocument,
    "\n  mutation LearnerSignOut {\n    learnerSignOut\n  }\n": typeof types.LearnerSignOutDocument,
    "\n  mutation RequestLearnerPasswordReset($email: String!) {\n    requestLearnerPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestLearnerPasswordResetDocument,
    "\n  mutation ResendLearnerConfirmation($email: String!) {\n    resendLearnerConfirmation(email: $email) {\n      message\n    }\n  }\n": typeof types.ResendLearnerConfirmationDocument,
    "\n  mutation ResetLearnerPassword($token: String!, $password: String!) {\n    resetLearnerPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": typeof types.ResetLearnerPasswordDocument,
    "\n  mutation UpdateLearnerProfile($input: LearnerProfileInput!) {\n    updateLearnerProfile(input: $input) {\n      id\n      name\n      phone\n    }\n  }\n": typeof types.UpdateLearnerProfileDocument,
    "\n  mutation ChangeLearnerPassword($currentPassword: String, $newPassword: String!) {\n    changeLearnerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      hasPassword\n    }\n  }\n": typeof types.ChangeLearnerPasswordDocument,
    "\n  mutation DeleteLearnerCv {\n    deleteLearnerCv\n  }\n": typeof types.DeleteLearnerCvDocument,
    "\n  mutation DeleteLearnerAccount($password: String, $confirm: String) {\n    deleteLearnerAccount(password: $password, confirm: $confirm)\n  }\n": typeof types.DeleteLearnerAccountDocument,
    "\n  mutation SubscribeJobAlert($input: JobAlertInput!) {\n    subscribeJobAlert(input: $input) {\n      message\n      alert {\n        id\n      }\n    }\n  }\n": typeof types.SubscribeJobAlertDocument,
    "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      email\n      keywords\n      category\n      location\n      createdAt\n      paused\n    }\n  }\n": typeof types.MyJobAlertsDocument,
    "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id)\n  }\n": typeof types.DeleteJobAlertDocument,
    "\n  mutation UpdateJobAlert($id: ID!, $input: JobAlertSearchInput!) {\n    updateJobAlert(id: $id, input: $input) {\n      id\n      keywords\n      category\n      location\n    }\n  }\n": typeof types.UpdateJobAlertDocument,
    "\n  mutation SetJobAlertPaused($id: ID!, $paused: Boolean!) {\n    setJobAlertPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n": typeof types.SetJobAlertPausedDocument,
    "\n  query JobAlertLocations {\n    jobLocations {\n      location\n    }\n  }\n": typeof types.JobAlertLocationsDocument,
    "\n  query PortalApplyJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      state\n      applyMethod\n    }\n  }\n": typeof types.PortalApplyJobDocument,
    "\n  query MySavedJobIds {\n    mySavedJobIds\n  }\n": typeof types.MySavedJobIdsDocument,
    "\n  mutation SaveJob($jobId: ID!) {\n    saveJob(jobId: $jobId)\n  }\n": typeof types.SaveJobDocument,
    "\n  mutation UnsaveJob($jobId: ID!) {\n    unsaveJob(jobId: $jobId)\n  }\n": typeof types.UnsaveJobDocument,
    "\n  fragment MyApplicationFields on MyApplication {\n    id\n    jobId\n    jobTitle\n    companyname\n    jobLocation\n    jobOpen\n    appliedAt\n    stage\n    stageChangedAt\n    note\n    phone\n    canWithdraw\n    cv {\n      fileName\n      size\n    }\n    events {\n      id\n      kind\n      fromStage\n      toStage\n      at\n    }\n  }\n": typeof types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplicationForJob($jobId: ID!) {\n    myApplicationForJob(jobId: $jobId) {\n      ...MyApplicationFields\n    }\n  }\n": typeof types.MyApplicationForJobDocument,
    "\n  query MyAppliedJobs {\n    myAppliedJobs {\n      jobId\n      applicationId\n      appliedAt\n      stage\n    }\n  }\n": typeof types.MyAppliedJobsDocument,
    "\n  mutation ApplyToJob($jobId: ID!, $input: ApplyToJobInput!) {\n    applyToJob(jobId: $jobId, input: $input) {\n      ...MyApplicationFields\n    }\n  }\n": typeof types.ApplyToJobDocument,
    "\n  query MyApplications($first: Int!, $after: String) {\n    myApplications(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      ...MyApplicationFields\n    }\n  }\n": typeof types.WithdrawApplicationDocument,
    "\n  query MySavedJobs {\n    mySavedJobs {\n      savedAt\n      job {\n        ...PortalJobCard\n        state\n      }\n    }\n  }\n": typeof types.MySavedJobsDocument,
    "\n  query PortalFeaturedJobs($first: Int!) {\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": typeof types.PortalFeaturedJobsDocument,
    "\n  query PortalHomeExtras($first: Int!) {\n    jobCategoryCounts {\n      category\n      count\n    }\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": typeof types.PortalHomeExtrasDocument,
    "\n  query PortalJobDetail($id: ID!) {\n    jobPost(id: $id) {\n      ...PortalJobCard\n      content\n      updatedAt\n      salaryRange {\n        min\n        max\n        unit\n      }\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n": typeof types.PortalJobDetailDocument,
    "\n  query PortalJobSuggestions($first: Int!) {\n    jobPosts(first: $first) {\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": typeof types.PortalJobSuggestionsDocument,
    "\n  query PortalJobs(\n    $search: String\n    $category: JobCategory\n    $location: String\n    $employmentType: EmploymentType\n    $salaryMin: Int\n    $salaryMax: Int\n    $sort: JobSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    jobLocations {\n      location\n      count\n    }\n    jobPosts(\n      search: $search\n      category: $category\n      location: $location\n      employmentType: $employmentType\n      salaryMin: $salaryMin\n      salaryMax: $salaryMax\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": typeof types.PortalJobsDocument,
    "\n  fragment PortalJobCard on JobPost {\n    id\n    title\n    companyname\n    companylogo\n    location\n    salary\n    employmentType\n    category\n    createdAt\n    applyMethod\n  }\n": typeof types.PortalJobCardFragmentDoc,
    "\n  query PortalStories($first: Int!) {\n    stories(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          postDate\n        }\n      }\n    }\n  }\n": typeof types.PortalStoriesDocument,
    "\n  query PortalStory($slug: String!) {\n    story(slug: $slug) {\n      id\n      slug\n      title\n      studentName\n      companyName\n      role\n      storyImage\n      storyContent\n      postDate\n      comments {\n        id\n        authorLabel\n        body\n        createdAt\n      }\n    }\n  }\n": typeof types.PortalStoryDocument,
    "\n  mutation PortalAddStoryComment($storyId: ID!, $body: String!, $authorName: String) {\n    addStoryComment(storyId: $storyId, body: $body, authorName: $authorName) {\n      id\n      message\n    }\n  }\n": typeof types.PortalAddStoryCommentDocument,
    "\n  query PortalSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      address\n      city\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      youtubeUrl\n      twitterUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      leadConsentText\n    }\n  }\n": typeof types.PortalSiteSettingsDocument,
};
const documents: Documents = {
    "\n  query PublicCoursePage($path: String!) {\n    coursePage(path: $path) {\n      redirectTo\n      course {\n        slug\n        path\n        label\n        nextBatchDate\n        content\n      }\n    }\n  }\n": types.PublicCoursePageDocument,
    "\n  query CoursePreview($id: ID!) {\n    coursePreview(id: $id) {\n      slug\n      path\n      label\n      nextBatchDate\n      content\n    }\n  }\n": types.CoursePreviewDocument,
    "\n  query PublishedCourseNames {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n": types.PublishedCourseNamesDocument,
    "\n  query LandingCourseCards {\n    publishedCourses {\n      slug\n      path\n      card {\n        image\n        title\n        duration\n        certification\n      }\n    }\n  }\n": types.LandingCourseCardsDocument,
    "\n  query LandingStories($first: Int!) {\n    placements: stories(first: $first, withPackage: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          placementPackage\n        }\n      }\n    }\n    told: stories(first: $first, withText: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          storyContent\n        }\n      }\n    }\n  }\n": types.LandingStoriesDocument,
    "\n  mutation SubmitLead($input: LeadInput!) {\n    submitLead(input: $input) {\n      id\n      created\n    }\n  }\n": types.SubmitLeadDocument,
    "\n  query CurrentLearner {\n    currentLearner {\n      id\n      name\n      email\n      phone\n      emailVerified\n      hasPassword\n      providers\n      cv {\n        fileName\n        size\n        uploadedAt\n      }\n    }\n  }\n": types.CurrentLearnerDocument,
    "\n  query SignInProviders {\n    signInProviders {\n      google\n      linkedin\n    }\n  }\n": types.SignInProvidersDocument,
    "\n  mutation LearnerSignIn($email: String!, $password: String!) {\n    learnerSignIn(email: $email, password: $password) {\n      id\n      name\n    }\n  }\n": types.LearnerSignInDocument,
    "\n  mutation LearnerSignUp($input: LearnerSignUpInput!) {\n    learnerSignUp(input: $input) {\n      message\n    }\n  }\n": types.LearnerSignUpDocument,
    "\n  mutation LearnerSignOut {\n    learnerSignOut\n  }\n": types.LearnerSignOutDocument,
    "\n  mutation RequestLearnerPasswordReset($email: String!) {\n    requestLearnerPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestLearnerPasswordResetDocument,
    "\n  mutation ResendLearnerConfirmation($email: String!) {\n    resendLearnerConfirmation(email: $email) {\n      message\n    }\n  }\n": types.ResendLearnerConfirmationDocument,
    "\n  mutation ResetLearnerPassword($token: String!, $password: String!) {\n    resetLearnerPassword(token: $token, password: $password) {\n      id\n    }\n  }\n": types.ResetLearnerPasswordDocument,
    "\n  mutation UpdateLearnerProfile($input: LearnerProfileInput!) {\n    updateLearnerProfile(input: $input) {\n      id\n      name\n      phone\n    }\n  }\n": types.UpdateLearnerProfileDocument,
    "\n  mutation ChangeLearnerPassword($currentPassword: String, $newPassword: String!) {\n    changeLearnerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      hasPassword\n    }\n  }\n": types.ChangeLearnerPasswordDocument,
    "\n  mutation DeleteLearnerCv {\n    deleteLearnerCv\n  }\n": types.DeleteLearnerCvDocument,
    "\n  mutation DeleteLearnerAccount($password: String, $confirm: String) {\n    deleteLearnerAccount(password: $password, confirm: $confirm)\n  }\n": types.DeleteLearnerAccountDocument,
    "\n  mutation SubscribeJobAlert($input: JobAlertInput!) {\n    subscribeJobAlert(input: $input) {\n      message\n      alert {\n        id\n      }\n    }\n  }\n": types.SubscribeJobAlertDocument,
    "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      email\n      keywords\n      category\n      location\n      createdAt\n      paused\n    }\n  }\n": types.MyJobAlertsDocument,
    "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id)\n  }\n": types.DeleteJobAlertDocument,
    "\n  mutation UpdateJobAlert($id: ID!, $input: JobAlertSearchInput!) {\n    updateJobAlert(id: $id, input: $input) {\n      id\n      keywords\n      category\n      location\n    }\n  }\n": types.UpdateJobAlertDocument,
    "\n  mutation SetJobAlertPaused($id: ID!, $paused: Boolean!) {\n    setJobAlertPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n": types.SetJobAlertPausedDocument,
    "\n  query JobAlertLocations {\n    jobLocations {\n      location\n    }\n  }\n": types.JobAlertLocationsDocument,
    "\n  query PortalApplyJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      state\n      applyMethod\n    }\n  }\n": types.PortalApplyJobDocument,
    "\n  query MySavedJobIds {\n    mySavedJobIds\n  }\n": types.MySavedJobIdsDocument,
    "\n  mutation SaveJob($jobId: ID!) {\n    saveJob(jobId: $jobId)\n  }\n": types.SaveJobDocument,
    "\n  mutation UnsaveJob($jobId: ID!) {\n    unsaveJob(jobId: $jobId)\n  }\n": types.UnsaveJobDocument,
    "\n  fragment MyApplicationFields on MyApplication {\n    id\n    jobId\n    jobTitle\n    companyname\n    jobLocation\n    jobOpen\n    appliedAt\n    stage\n    stageChangedAt\n    note\n    phone\n    canWithdraw\n    cv {\n      fileName\n      size\n    }\n    events {\n      id\n      kind\n      fromStage\n      toStage\n      at\n    }\n  }\n": types.MyApplicationFieldsFragmentDoc,
    "\n  query MyApplicationForJob($jobId: ID!) {\n    myApplicationForJob(jobId: $jobId) {\n      ...MyApplicationFields\n    }\n  }\n": types.MyApplicationForJobDocument,
    "\n  query MyAppliedJobs {\n    myAppliedJobs {\n      jobId\n      applicationId\n      appliedAt\n      stage\n    }\n  }\n": types.MyAppliedJobsDocument,
    "\n  mutation ApplyToJob($jobId: ID!, $input: ApplyToJobInput!) {\n    applyToJob(jobId: $jobId, input: $input) {\n      ...MyApplicationFields\n    }\n  }\n": types.ApplyToJobDocument,
    "\n  query MyApplications($first: Int!, $after: String) {\n    myApplications(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyApplicationsDocument,
    "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      ...MyApplicationFields\n    }\n  }\n": types.WithdrawApplicationDocument,
    "\n  query MySavedJobs {\n    mySavedJobs {\n      savedAt\n      job {\n        ...PortalJobCard\n        state\n      }\n    }\n  }\n": types.MySavedJobsDocument,
    "\n  query PortalFeaturedJobs($first: Int!) {\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": types.PortalFeaturedJobsDocument,
    "\n  query PortalHomeExtras($first: Int!) {\n    jobCategoryCounts {\n      category\n      count\n    }\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": types.PortalHomeExtrasDocument,
    "\n  query PortalJobDetail($id: ID!) {\n    jobPost(id: $id) {\n      ...PortalJobCard\n      content\n      updatedAt\n      salaryRange {\n        min\n        max\n        unit\n      }\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n": types.PortalJobDetailDocument,
    "\n  query PortalJobSuggestions($first: Int!) {\n    jobPosts(first: $first) {\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": types.PortalJobSuggestionsDocument,
    "\n  query PortalJobs(\n    $search: String\n    $category: JobCategory\n    $location: String\n    $employmentType: EmploymentType\n    $salaryMin: Int\n    $salaryMax: Int\n    $sort: JobSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    jobLocations {\n      location\n      count\n    }\n    jobPosts(\n      search: $search\n      category: $category\n      location: $location\n      employmentType: $employmentType\n      salaryMin: $salaryMin\n      salaryMax: $salaryMax\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n": types.PortalJobsDocument,
    "\n  fragment PortalJobCard on JobPost {\n    id\n    title\n    companyname\n    companylogo\n    location\n    salary\n    employmentType\n    category\n    createdAt\n    applyMethod\n  }\n": types.PortalJobCardFragmentDoc,
    "\n  query PortalStories($first: Int!) {\n    stories(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          postDate\n        }\n      }\n    }\n  }\n": types.PortalStoriesDocument,
    "\n  query PortalStory($slug: String!) {\n    story(slug: $slug) {\n      id\n      slug\n      title\n      studentName\n      companyName\n      role\n      storyImage\n      storyContent\n      postDate\n      comments {\n        id\n        authorLabel\n        body\n        createdAt\n      }\n    }\n  }\n": types.PortalStoryDocument,
    "\n  mutation PortalAddStoryComment($storyId: ID!, $body: String!, $authorName: String) {\n    addStoryComment(storyId: $storyId, body: $body, authorName: $authorName) {\n      id\n      message\n    }\n  }\n": types.PortalAddStoryCommentDocument,
    "\n  query PortalSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      address\n      city\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      youtubeUrl\n      twitterUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      leadConsentText\n    }\n  }\n": types.PortalSiteSettingsDocument,
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
export function graphql(source: "\n  query PublicCoursePage($path: String!) {\n    coursePage(path: $path) {\n      redirectTo\n      course {\n        slug\n        path\n        label\n        nextBatchDate\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCoursePage($path: String!) {\n    coursePage(path: $path) {\n      redirectTo\n      course {\n        slug\n        path\n        label\n        nextBatchDate\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePreview($id: ID!) {\n    coursePreview(id: $id) {\n      slug\n      path\n      label\n      nextBatchDate\n      content\n    }\n  }\n"): (typeof documents)["\n  query CoursePreview($id: ID!) {\n    coursePreview(id: $id) {\n      slug\n      path\n      label\n      nextBatchDate\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedCourseNames {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n"): (typeof documents)["\n  query PublishedCourseNames {\n    publishedCourses {\n      slug\n      path\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingCourseCards {\n    publishedCourses {\n      slug\n      path\n      card {\n        image\n        title\n        duration\n        certification\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingCourseCards {\n    publishedCourses {\n      slug\n      path\n      card {\n        image\n        title\n        duration\n        certification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingStories($first: Int!) {\n    placements: stories(first: $first, withPackage: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          placementPackage\n        }\n      }\n    }\n    told: stories(first: $first, withText: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          storyContent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingStories($first: Int!) {\n    placements: stories(first: $first, withPackage: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          placementPackage\n        }\n      }\n    }\n    told: stories(first: $first, withText: true) {\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          companyLogo\n          storyContent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitLead($input: LeadInput!) {\n    submitLead(input: $input) {\n      id\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitLead($input: LeadInput!) {\n    submitLead(input: $input) {\n      id\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentLearner {\n    currentLearner {\n      id\n      name\n      email\n      phone\n      emailVerified\n      hasPassword\n      providers\n      cv {\n        fileName\n        size\n        uploadedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentLearner {\n    currentLearner {\n      id\n      name\n      email\n      phone\n      emailVerified\n      hasPassword\n      providers\n      cv {\n        fileName\n        size\n        uploadedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInProviders {\n    signInProviders {\n      google\n      linkedin\n    }\n  }\n"): (typeof documents)["\n  query SignInProviders {\n    signInProviders {\n      google\n      linkedin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LearnerSignIn($email: String!, $password: String!) {\n    learnerSignIn(email: $email, password: $password) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation LearnerSignIn($email: String!, $password: String!) {\n    learnerSignIn(email: $email, password: $password) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LearnerSignUp($input: LearnerSignUpInput!) {\n    learnerSignUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation LearnerSignUp($input: LearnerSignUpInput!) {\n    learnerSignUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LearnerSignOut {\n    learnerSignOut\n  }\n"): (typeof documents)["\n  mutation LearnerSignOut {\n    learnerSignOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLearnerPasswordReset($email: String!) {\n    requestLearnerPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLearnerPasswordReset($email: String!) {\n    requestLearnerPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendLearnerConfirmation($email: String!) {\n    resendLearnerConfirmation(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendLearnerConfirmation($email: String!) {\n    resendLearnerConfirmation(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetLearnerPassword($token: String!, $password: String!) {\n    resetLearnerPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ResetLearnerPassword($token: String!, $password: String!) {\n    resetLearnerPassword(token: $token, password: $password) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLearnerProfile($input: LearnerProfileInput!) {\n    updateLearnerProfile(input: $input) {\n      id\n      name\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLearnerProfile($input: LearnerProfileInput!) {\n    updateLearnerProfile(input: $input) {\n      id\n      name\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeLearnerPassword($currentPassword: String, $newPassword: String!) {\n    changeLearnerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeLearnerPassword($currentPassword: String, $newPassword: String!) {\n    changeLearnerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLearnerCv {\n    deleteLearnerCv\n  }\n"): (typeof documents)["\n  mutation DeleteLearnerCv {\n    deleteLearnerCv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLearnerAccount($password: String, $confirm: String) {\n    deleteLearnerAccount(password: $password, confirm: $confirm)\n  }\n"): (typeof documents)["\n  mutation DeleteLearnerAccount($password: String, $confirm: String) {\n    deleteLearnerAccount(password: $password, confirm: $confirm)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeJobAlert($input: JobAlertInput!) {\n    subscribeJobAlert(input: $input) {\n      message\n      alert {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeJobAlert($input: JobAlertInput!) {\n    subscribeJobAlert(input: $input) {\n      message\n      alert {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      email\n      keywords\n      category\n      location\n      createdAt\n      paused\n    }\n  }\n"): (typeof documents)["\n  query MyJobAlerts {\n    myJobAlerts {\n      id\n      email\n      keywords\n      category\n      location\n      createdAt\n      paused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteJobAlert($id: ID!) {\n    deleteJobAlert(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJobAlert($id: ID!, $input: JobAlertSearchInput!) {\n    updateJobAlert(id: $id, input: $input) {\n      id\n      keywords\n      category\n      location\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJobAlert($id: ID!, $input: JobAlertSearchInput!) {\n    updateJobAlert(id: $id, input: $input) {\n      id\n      keywords\n      category\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetJobAlertPaused($id: ID!, $paused: Boolean!) {\n    setJobAlertPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n"): (typeof documents)["\n  mutation SetJobAlertPaused($id: ID!, $paused: Boolean!) {\n    setJobAlertPaused(id: $id, paused: $paused) {\n      id\n      paused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobAlertLocations {\n    jobLocations {\n      location\n    }\n  }\n"): (typeof documents)["\n  query JobAlertLocations {\n    jobLocations {\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalApplyJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      state\n      applyMethod\n    }\n  }\n"): (typeof documents)["\n  query PortalApplyJob($id: ID!) {\n    jobPost(id: $id) {\n      id\n      title\n      companyname\n      companylogo\n      location\n      state\n      applyMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedJobIds {\n    mySavedJobIds\n  }\n"): (typeof documents)["\n  query MySavedJobIds {\n    mySavedJobIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveJob($jobId: ID!) {\n    saveJob(jobId: $jobId)\n  }\n"): (typeof documents)["\n  mutation SaveJob($jobId: ID!) {\n    saveJob(jobId: $jobId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveJob($jobId: ID!) {\n    unsaveJob(jobId: $jobId)\n  }\n"): (typeof documents)["\n  mutation UnsaveJob($jobId: ID!) {\n    unsaveJob(jobId: $jobId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApplicationFields on MyApplication {\n    id\n    jobId\n    jobTitle\n    companyname\n    jobLocation\n    jobOpen\n    appliedAt\n    stage\n    stageChangedAt\n    note\n    phone\n    canWithdraw\n    cv {\n      fileName\n      size\n    }\n    events {\n      id\n      kind\n      fromStage\n      toStage\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment MyApplicationFields on MyApplication {\n    id\n    jobId\n    jobTitle\n    companyname\n    jobLocation\n    jobOpen\n    appliedAt\n    stage\n    stageChangedAt\n    note\n    phone\n    canWithdraw\n    cv {\n      fileName\n      size\n    }\n    events {\n      id\n      kind\n      fromStage\n      toStage\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplicationForJob($jobId: ID!) {\n    myApplicationForJob(jobId: $jobId) {\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyApplicationForJob($jobId: ID!) {\n    myApplicationForJob(jobId: $jobId) {\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAppliedJobs {\n    myAppliedJobs {\n      jobId\n      applicationId\n      appliedAt\n      stage\n    }\n  }\n"): (typeof documents)["\n  query MyAppliedJobs {\n    myAppliedJobs {\n      jobId\n      applicationId\n      appliedAt\n      stage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToJob($jobId: ID!, $input: ApplyToJobInput!) {\n    applyToJob(jobId: $jobId, input: $input) {\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToJob($jobId: ID!, $input: ApplyToJobInput!) {\n    applyToJob(jobId: $jobId, input: $input) {\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplications($first: Int!, $after: String) {\n    myApplications(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyApplications($first: Int!, $after: String) {\n    myApplications(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          ...MyApplicationFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      ...MyApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawApplication($id: ID!) {\n    withdrawApplication(id: $id) {\n      ...MyApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedJobs {\n    mySavedJobs {\n      savedAt\n      job {\n        ...PortalJobCard\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySavedJobs {\n    mySavedJobs {\n      savedAt\n      job {\n        ...PortalJobCard\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalFeaturedJobs($first: Int!) {\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalFeaturedJobs($first: Int!) {\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalHomeExtras($first: Int!) {\n    jobCategoryCounts {\n      category\n      count\n    }\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalHomeExtras($first: Int!) {\n    jobCategoryCounts {\n      category\n      count\n    }\n    jobPosts(first: $first) {\n      totalCount\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalJobDetail($id: ID!) {\n    jobPost(id: $id) {\n      ...PortalJobCard\n      content\n      updatedAt\n      salaryRange {\n        min\n        max\n        unit\n      }\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n"): (typeof documents)["\n  query PortalJobDetail($id: ID!) {\n    jobPost(id: $id) {\n      ...PortalJobCard\n      content\n      updatedAt\n      salaryRange {\n        min\n        max\n        unit\n      }\n      state\n      closesAt\n      filledAt\n      experienceMin\n      experienceMax\n      skills\n      applyMethod\n      applyUrl\n      applyEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalJobSuggestions($first: Int!) {\n    jobPosts(first: $first) {\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalJobSuggestions($first: Int!) {\n    jobPosts(first: $first) {\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalJobs(\n    $search: String\n    $category: JobCategory\n    $location: String\n    $employmentType: EmploymentType\n    $salaryMin: Int\n    $salaryMax: Int\n    $sort: JobSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    jobLocations {\n      location\n      count\n    }\n    jobPosts(\n      search: $search\n      category: $category\n      location: $location\n      employmentType: $employmentType\n      salaryMin: $salaryMin\n      salaryMax: $salaryMax\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalJobs(\n    $search: String\n    $category: JobCategory\n    $location: String\n    $employmentType: EmploymentType\n    $salaryMin: Int\n    $salaryMax: Int\n    $sort: JobSort\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    jobLocations {\n      location\n      count\n    }\n    jobPosts(\n      search: $search\n      category: $category\n      location: $location\n      employmentType: $employmentType\n      salaryMin: $salaryMin\n      salaryMax: $salaryMax\n      sort: $sort\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...PortalJobCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalJobCard on JobPost {\n    id\n    title\n    companyname\n    companylogo\n    location\n    salary\n    employmentType\n    category\n    createdAt\n    applyMethod\n  }\n"): (typeof documents)["\n  fragment PortalJobCard on JobPost {\n    id\n    title\n    companyname\n    companylogo\n    location\n    salary\n    employmentType\n    category\n    createdAt\n    applyMethod\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalStories($first: Int!) {\n    stories(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          postDate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalStories($first: Int!) {\n    stories(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          slug\n          title\n          studentName\n          companyName\n          role\n          storyImage\n          postDate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalStory($slug: String!) {\n    story(slug: $slug) {\n      id\n      slug\n      title\n      studentName\n      companyName\n      role\n      storyImage\n      storyContent\n      postDate\n      comments {\n        id\n        authorLabel\n        body\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortalStory($slug: String!) {\n    story(slug: $slug) {\n      id\n      slug\n      title\n      studentName\n      companyName\n      role\n      storyImage\n      storyContent\n      postDate\n      comments {\n        id\n        authorLabel\n        body\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PortalAddStoryComment($storyId: ID!, $body: String!, $authorName: String) {\n    addStoryComment(storyId: $storyId, body: $body, authorName: $authorName) {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PortalAddStoryComment($storyId: ID!, $body: String!, $authorName: String) {\n    addStoryComment(storyId: $storyId, body: $body, authorName: $authorName) {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      address\n      city\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      youtubeUrl\n      twitterUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      leadConsentText\n    }\n  }\n"): (typeof documents)["\n  query PortalSiteSettings {\n    siteSettings {\n      siteName\n      supportEmail\n      tollFreeNumber\n      mobileNumber\n      address\n      city\n      facebookUrl\n      instagramUrl\n      linkedinUrl\n      youtubeUrl\n      twitterUrl\n      placementsFigure\n      highestPackageFigure\n      hiringPartnersFigure\n      leadConsentText\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;