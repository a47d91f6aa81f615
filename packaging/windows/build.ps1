# Build the Windows installer: the PyInstaller bundle, its self-test, then Inno Setup.
# NOT RUN OR TESTED in this project: there is no Windows machine here. See packaging/README.md.
# Needs Python 3.11+ (python.org, "py" launcher) and Inno Setup 6 (iscc.exe on PATH).
# Run from the repository root:  powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
$ErrorActionPreference = "Stop"
$root = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $root
$venv = "$env:TEMP\pardsgui-build-venv"
$version = (& py -3 -c "import sys; sys.path.insert(0, '.'); import pardsgui; print(pardsgui.__version__)").Trim()

if (-not (Test-Path "$venv\Scripts\python.exe")) { & py -3 -m venv $venv }
$requirements = & "$venv\Scripts\python.exe" -c @"
import tomllib
p = tomllib.load(open('pyproject.toml', 'rb'))['project']
print('\n'.join(p['dependencies'] + p['optional-dependencies']['build']))
"@
& "$venv\Scripts\python.exe" -m pip install -q @($requirements -split "`n" | Where-Object { $_ }) pillow
if ($LASTEXITCODE) { throw "pip install failed" }

# the icon: PNGs from the SVG, then one .ico for the exe and the installer
New-Item -ItemType Directory -Force build\packaging | Out-Null
& "$venv\Scripts\python.exe" packaging\render_icons.py build\packaging\icons pardsgui
& "$venv\Scripts\python.exe" -c @"
from PIL import Image
Image.open('build/packaging/icons/hicolor/256x256/apps/pardsgui.png').save(
    'build/packaging/pardsgui.ico', sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)])
"@
$env:PARDSGUI_ICON = "$root\build\packaging\pardsgui.ico"
& "$venv\Scripts\pyinstaller.exe" --noconfirm --distpath build\packaging\dist --workpath build\packaging\work packaging\pardsgui.spec
if ($LASTEXITCODE) { throw "pyinstaller failed" }

# pardsgui.exe is a windowed program: it prints nothing here, its exit code says how the test went
$env:QT_QPA_PLATFORM = "offscreen"
$test = Start-Process -FilePath build\packaging\dist\pardsgui\pardsgui.exe -ArgumentList "--self-test" -Wait -PassThru
Remove-Item Env:QT_QPA_PLATFORM
if ($test.ExitCode -ne 0) { throw "the bundle's self-test failed (exit $($test.ExitCode))" }

& iscc "/DAppVersion=$version" packaging\windows\pardsgui.iss
if ($LASTEXITCODE) { throw "iscc failed" }
Write-Host "dist\pardsgui-$version-windows-x64-setup.exe"
