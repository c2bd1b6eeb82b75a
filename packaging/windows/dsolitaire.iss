; Inno Setup 6 script for Double Solitaire: a per-user installer (no admin rights needed).
;
; Built by `python packaging/build.py` on Windows, which runs:
;
;   iscc /DAppVersion=<pyproject version> /DAppVersionInfo=<a.b.c.d> ^
;        /DSourceDir=<repo>\dist\dsolitaire /DOutputDir=<repo>\dist /DRepoRoot=<repo> ^
;        packaging\windows\dsolitaire.iss
;
; Output: dist\dsolitaire-<version>-windows-x64-setup.exe
; Silent install (as CI does):  dsolitaire-<version>-windows-x64-setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /DIR=C:\somewhere

#ifndef AppVersion
  #error Pass the version from pyproject.toml: iscc /DAppVersion=1.2.3 dsolitaire.iss (python packaging/build.py does)
#endif
#ifndef AppVersionInfo
  #define AppVersionInfo "0.0.0.0"
#endif
#ifndef RepoRoot
  #define RepoRoot AddBackslash(SourcePath) + "..\.."
#endif
#ifndef SourceDir
  #define SourceDir RepoRoot + "\dist\dsolitaire"
#endif
#ifndef OutputDir
  #define OutputDir RepoRoot + "\dist"
#endif

#define AppName "Double Solitaire"
#define AppExeName "dsolitaire.exe"
#define AppPublisher "Double Solitaire studio"
#define AppURL "https://doublesolitaire.dk"

[Setup]
; Never change AppId: Windows uses it to find the installed copy for upgrades and uninstall.
AppId={{6D1F3C52-8B7A-4E0C-9B1D-2F5A7C3E9D41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}
AppUpdatesURL={#AppURL}
VersionInfoVersion={#AppVersionInfo}
VersionInfoProductVersion={#AppVersionInfo}
VersionInfoProductTextVersion={#AppVersion}
; Per-user install: no UAC prompt, shortcuts in the user's own Start menu and desktop.
; The app goes to %LOCALAPPDATA%\Programs\Double Solitaire, the folder Windows itself gives
; per-user programs (FOLDERID_UserProgramFiles, which is %LOCALAPPDATA%\Programs). That is
; where {autopf} points in a per-user install too, but Inno Setup reads {autopf} from that
; known folder, which Wine 8.0 does not have ("Failed to expand shell folder constant
; autopf"), so setup stopped at start there; {localappdata} it has. The folder is the
; user's own, so no admin rights are ever needed, and an upgrade finds the copy it
; installed before from its uninstall entry (UsePreviousAppDir) wherever that is.
; PrivilegesRequiredOverridesAllowed stays unset: an all-users install would need
; {commonpf}, and this script never offers one.
PrivilegesRequired=lowest
DefaultDirName={localappdata}\Programs\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=dsolitaire-{#AppVersion}-windows-x64-setup
SetupIconFile={#RepoRoot}\resources\icons\dsolitaire.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundled runtime, so no stale Qt/Python files survive.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
