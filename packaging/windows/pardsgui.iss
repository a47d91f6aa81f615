; Inno Setup script for the Windows installer (https://jrsoftware.org/isinfo.php).
; NOT BUILT OR TESTED in this project: there is no Windows machine here. See packaging/README.md.
; packaging/windows/build.ps1 builds the bundle first, then runs:
;   iscc /DAppVersion=0.1.0 packaging\windows\pardsgui.iss
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6C1D0C55-6E0B-4C8A-9F0E-5A7C6B1D2E3F}
AppName=pardsgui
AppVersion={#AppVersion}
AppPublisher=pardsgui developers
DefaultDirName={autopf}\pardsgui
DefaultGroupName=pardsgui
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
SetupIconFile=..\..\build\packaging\pardsgui.ico
UninstallDisplayIcon={app}\pardsgui.exe
OutputDir=..\..\dist
OutputBaseFilename=pardsgui-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Files]
; the PyInstaller one-folder bundle (pardsgui.exe and _internal\)
Source: "..\..\build\packaging\dist\pardsgui\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\pardsgui"; Filename: "{app}\pardsgui.exe"
Name: "{autodesktop}\pardsgui"; Filename: "{app}\pardsgui.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Run]
Filename: "{app}\pardsgui.exe"; Description: "{cm:LaunchProgram,pardsgui}"; Flags: nowait postinstall skipifsilent
